import { describe, expect, it } from 'vitest';
import { yupChunkOf } from './yup-chunk';

const root = '/work/marketdrop';
const yup = `${root}/node_modules/.pnpm/yup@1.7.1/node_modules/yup/index.esm.js`;
const validation = (name: string) => `${root}/packages/validation/src/${name}.ts`;
const imports: Record<string, string[]> = {
  [validation('orders')]: [yup, validation('order-values')],
  [validation('order-values')]: [validation('constants')],
  [validation('fees')]: [],
  [`${root}/apps/web/src/i18n/useErrorText.ts`]: [yup],
};
const meta = {
  getModuleInfo: (id: string) =>
    ({ importedIds: imports[id] ?? [] }) as unknown as ReturnType<
      Parameters<typeof yupChunkOf>[1]['getModuleInfo']
    >,
};

describe('yupChunkOf', () => {
  it('puts yup, its packages and the validation modules that import yup in one chunk', () => {
    expect(yupChunkOf(yup, meta)).toBe('yup');
    for (const name of ['property-expr', 'tiny-case', 'toposort']) {
      expect(
        yupChunkOf(`${root}/node_modules/.pnpm/${name}@2.0.0/node_modules/${name}/index.js`, meta),
      ).toBe('yup');
    }
    expect(yupChunkOf(validation('orders'), meta)).toBe('yup');
  });

  it('leaves the validation values and every other module to Rollup', () => {
    expect(yupChunkOf(validation('order-values'), meta)).toBeUndefined();
    expect(yupChunkOf(validation('fees'), meta)).toBeUndefined();
    expect(yupChunkOf(`${root}/apps/web/src/i18n/useErrorText.ts`, meta)).toBeUndefined();
    expect(
      yupChunkOf(
        `${root}/node_modules/.pnpm/yup-extra@1.0.0/node_modules/yup-extra/index.js`,
        meta,
      ),
    ).toBeUndefined();
  });
});
