/** The loading screen. */
export const loader = {
  loading: 'Loading...',
};
