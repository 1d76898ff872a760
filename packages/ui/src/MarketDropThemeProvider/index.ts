export { MarketDropThemeProvider } from './MarketDropThemeProvider';
export type { MarketDropThemeProviderProps, RenderedTime } from './MarketDropThemeProvider';
