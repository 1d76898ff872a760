import { describe, expect, it } from 'vitest';
import { planSlots } from './plan-slots';

const at = (hour: number) => `2026-11-30T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('planSlots', () => {
  it('fills the chosen window, then the next ones, per dealer', () => {
    const plan = planSlots(
      [
        {
          itemIds: ['a', 'b', 'c'],
          slots: [
            { _id: 's13', startsAt: at(13), remaining: 2 },
            { _id: 's10', startsAt: at(10), remaining: 1 },
            { _id: 's8', startsAt: at(8), remaining: 2 },
          ],
        },
        {
          itemIds: ['d'],
          slots: [
            { _id: 't9', startsAt: at(9), remaining: 1 },
            { _id: 't11', startsAt: at(11), remaining: 0 },
            { _id: 't12', startsAt: at(12), remaining: 1 },
          ],
        },
      ],
      at(10),
    );
    expect(Object.fromEntries(plan)).toEqual({ a: 's10', b: 's13', c: 's13', d: 't12' });
  });

  it('leaves out the vehicles no window can take', () => {
    const plan = planSlots(
      [{ itemIds: ['a', 'b'], slots: [{ _id: 's10', startsAt: at(10), remaining: 1 }] }],
      at(10),
    );
    expect(Object.fromEntries(plan)).toEqual({ a: 's10' });
  });
});
