import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/** Workspace packages resolve each other's TypeScript source through this export condition. */
export const SOURCE_CONDITION = '@marketdrop/source';

/** Vite `resolve` settings that make `@marketdrop/*` imports load `src/`, in browser and Node alike. */
export const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
