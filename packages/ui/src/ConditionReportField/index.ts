export { ConditionReportField } from './ConditionReportField';
export type { ConditionReportFieldProps } from './ConditionReportField';
