import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, adminSectionParam } from './admin-url';

const read = (query: string) => adminSectionParam.read(new URLSearchParams(query));

describe("the admin console's ?section=", () => {
  it('reads each section', () => {
    for (const section of ADMIN_SECTIONS) expect(read(`section=${section}`)).toBe(section);
  });

  it('shows the verification queue for a missing, empty or unknown section, without throwing', () => {
    for (const query of ['', 'section=', 'section=Users', 'section=settings', 'section=users ']) {
      expect(read(query), query).toBe('verification');
    }
  });

  it('writes the section, the verification queue as the plain /admin', () => {
    expect(adminSectionParam.write('support').toString()).toBe('section=support');
    expect(adminSectionParam.write('verification').toString()).toBe('');
  });
});
