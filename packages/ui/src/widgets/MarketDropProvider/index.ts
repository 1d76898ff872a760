export { MarketDropProvider, WIDGET_SESSION_KEYS } from './MarketDropProvider';
export type { MarketDropProviderProps } from './MarketDropProvider';
