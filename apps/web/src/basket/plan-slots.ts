/** A bookable window as `getTimeSlots` lists it (the fields the plan reads). */
export type PlannedSlot = { _id: string; startsAt: string; remaining: number };

/**
 * Which window each vehicle of the basket gets when the buyer chooses one for all (the basket's
 * delivery details are given once): per dealer, from the window starting at the chosen time (or
 * the first after it) onward, each vehicle takes a free place, and a full window passes the next
 * vehicles to the dealer's next window. A vehicle left without a window is left out of the map.
 *
 * @param dealers each dealer's vehicles (item ids, in the basket's order) and its windows
 * @param chosenStartsAt when the window the buyer chose starts
 */
export function planSlots(
  dealers: readonly { itemIds: readonly string[]; slots: readonly PlannedSlot[] }[],
  chosenStartsAt: string,
): Map<string, string> {
  const plan = new Map<string, string>();
  const from = Date.parse(chosenStartsAt);
  for (const dealer of dealers) {
    const slots = [...dealer.slots]
      .filter((slot) => Date.parse(slot.startsAt) >= from)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
    const left = slots.map((slot) => slot.remaining);
    let index = 0;
    for (const itemId of dealer.itemIds) {
      while (index < slots.length && left[index]! <= 0) index += 1;
      if (index >= slots.length) break;
      plan.set(itemId, slots[index]!._id);
      left[index]! -= 1;
    }
  }
  return plan;
}
