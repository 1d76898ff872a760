export { OtpForm } from './OtpForm';
export type { OtpFormProps, OtpFormValues, OtpFormHandle } from './OtpForm';
