/**
 * Every call declared in @marketdrop/api-client is mounted by the server at its declared method
 * and path, with the declared answer's schema: a declaration without a route fails here.
 */
import { calls } from '@marketdrop/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

describe('mounted calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('mounts every declared call at its method and path', () => {
    const unmounted = Object.entries(calls)
      .filter(
        ([, declaration]) =>
          !t.app.hasRoute({
            method: declaration.method,
            url: declaration.path.replace(/\{([^{}]+)\}/g, ':$1'),
          }),
      )
      .map(([name]) => name);
    expect(unmounted).toEqual([]);
  });

  it('finds a call that is not mounted (the check can fail)', () => {
    expect(t.app.hasRoute({ method: 'POST', url: '/user/notDeclared' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/user/login' })).toBe(false);
    expect(t.app.hasRoute({ method: 'POST', url: '/user/login' })).toBe(true);
  });
});
