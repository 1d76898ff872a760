import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehiclePreviewPath } from '@marketdrop/api-client';
import { auctions, vehicleImages } from '../../src/db/schema';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../../src/catalogue/vehicle-preview';
import { drivers } from '../helpers/build-test-app';
import { buildCatalogueApp, loadModel, type CatalogueApp } from './catalogue-fixture';

describe.each(drivers)("a vehicle's link-preview picture on %s", (driver) => {
  let t: CatalogueApp;
  beforeAll(async () => {
    t = await buildCatalogueApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is its first photo as a 1200x630 JPEG, made once and then served from the media folder', async () => {
    const [row] = await loadModel(t);
    const url = vehiclePreviewPath(row!.id);
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT });

    const made = await readdir(path.join(t.config.mediaDir, 'previews'));
    expect(made.filter((name) => name.endsWith('.jpg'))).toHaveLength(1);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await readdir(path.join(t.config.mediaDir, 'previews'))).toEqual(made);
    // The upper-case id names the same vehicle.
    const upper = await t.app.inject({
      method: 'GET',
      url: vehiclePreviewPath(row!.id.toUpperCase()),
    });
    expect(upper.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('an unknown auction, a malformed name or a vehicle without photos answers 404 in the envelope', async () => {
    const model = await loadModel(t);
    const bare = model[1]!;
    const [vehicle] = await t.app.db
      .select({ id: auctions.vehicleId })
      .from(auctions)
      .where(eq(auctions.id, bare.id));
    await t.app.db.delete(vehicleImages).where(eq(vehicleImages.vehicleId, vehicle!.id));
    for (const url of [
      vehiclePreviewPath('00000000-0000-4000-8000-000000000000'),
      vehiclePreviewPath('not-an-id'),
      '/user/media/previews/nothing',
      vehiclePreviewPath(bare.id),
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Picture not found',
      });
    }
  });
});
