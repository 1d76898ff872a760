export { MarketDropThemeProvider } from './MarketDropThemeProvider';
export type { MarketDropThemeProviderProps } from './MarketDropThemeProvider';
