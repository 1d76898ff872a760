import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createManualClock, withClock } from '../storybook/manualClock';
import { formatDateTime, formatTime } from '../i18n/format';
import type { BidPoint } from './BidChart';
import { BidChart } from './BidChart';
import { BidList } from './BidList';
import { LiveBids } from './LiveBids';
import { AuctionDetail } from './AuctionDetail';
import { makeAuction } from '../storybook/catalogueFixtures';
import { purpose } from '../storybook/purpose';

/** "Now" of these stories: noon of March 10, 2026 on the device; "today" is that day. */
const NOW = new Date(2026, 2, 10, 12, 0, 0).getTime();
const clock = createManualClock(NOW);
const at = (hours: number, minutes: number, seconds = 0, dayOffset = 0) =>
  new Date(2026, 2, 10 + dayOffset, hours, minutes, seconds).toISOString();

/** `Intl` writes no-break spaces: compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The texts of each cell of the list's body rows, newest first. */
const rowsOf = (root: HTMLElement) =>
  within(within(root).getByTestId('bid-list'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    );

/** Three bids: yesterday's, then two within one minute today (a bid and the automatic answer). */
const FEW: BidPoint[] = [
  { id: 'b1', amount: 18000, at: at(16, 30, 0, -1), bidder: 'Bidder 1' },
  { id: 'b2', amount: 18500, at: at(10, 4, 5), bidder: 'Bidder 2' },
  { id: 'b3', amount: 18600, at: at(10, 4, 5), bidder: 'Bidder 1', automatic: true },
  { id: 'b4', amount: 19100, at: at(11, 30), bidder: 'Bidder 2' },
];

/** 25 bids, one a minute from 9:00, two bidders taking turns. */
const MANY: BidPoint[] = Array.from({ length: 25 }, (_, index) => ({
  id: `m${index + 1}`,
  amount: 15000 + index * 250,
  at: at(9, index),
  bidder: `Bidder ${(index % 2) + 1}`,
}));

const meta = {
  title: 'Catalogue/AuctionDetail/BidList',
  component: BidList,
  decorators: [withClock(clock)],
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: 'The bids of an auction as a list, newest first: the bidder\'s alias, amount, time, "automatic" for bids made for a maximum and "You" on the viewer\'s own; the newest few until Show all bids.',
          use: 'In the Live Bidding section of the detail page, beside the bid chart.',
          avoid:
            "For a bidder's own auctions (use `MyBidsView`) or to show the current price alone.",
          pages: ['typography', 'spacing', 'content', 'accessibility'],
        }),
      },
    },
    layout: 'padded',
  },
  args: { history: FEW },
} satisfies Meta<typeof BidList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No bids: the chart says "No bids yet" and no list shows. */
export const Empty: Story = {
  args: { history: [] },
  render: (args) => <LiveBids history={args.history} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'No bids yet' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show all bids' })).toBeNull();
  },
};

/**
 * A few bids, newest first: alias, amount, time. Today's show the time only, yesterday's the date
 * too; the bid and its automatic answer in one minute are told apart to the second.
 */
export const Few: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bids, newest first' });
    await expect(within(table).getByRole('columnheader', { name: 'Bidder' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Time' })).toBeVisible();
    const time = (iso: string, seconds = false) => plain(formatTime(iso, 'en', undefined, seconds));
    await expect(rowsOf(canvasElement)).toEqual([
      ['Bidder 2', '$19,100', time(at(11, 30))],
      ['Bidder 1automatic', '$18,600', time(at(10, 4, 5), true)],
      ['Bidder 2', '$18,500', time(at(10, 4, 5), true)],
      ['Bidder 1', '$18,000', plain(formatDateTime(at(16, 30, 0, -1), 'en'))],
    ]);
    // Today's minute alone: "11:30 a.m."; the two in one minute: "10:04:05 a.m.".
    await expect(rowsOf(canvasElement)[0]?.[2]).toMatch(/^11:30 a\.m\.$/);
    await expect(rowsOf(canvasElement)[1]?.[2]).toMatch(/^10:04:05 a\.m\.$/);
    await expect(rowsOf(canvasElement)[3]?.[2]).toMatch(/^Mar 9, 2026, 4:30 p\.m\.$/);
    // Each time is machine-readable too.
    await expect(table.querySelector('time')).toHaveAttribute(
      'datetime',
      new Date(at(11, 30)).toISOString(),
    );
    // Four bids: no "Show all bids".
    await expect(canvas.queryByRole('button', { name: 'Show all bids' })).toBeNull();
  },
};

/** Many bids: the newest 10, then "Show all bids" shows every one (and back). */
export const Many: Story = {
  args: { history: MANY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowsOf(canvasElement)).toHaveLength(10);
    await expect(rowsOf(canvasElement)[0]?.slice(0, 2)).toEqual(['Bidder 1', '$21,000']);
    await expect(rowsOf(canvasElement)[9]?.slice(0, 2)).toEqual(['Bidder 2', '$18,750']);
    // One a minute: no two times alike, to the minute.
    const times = rowsOf(canvasElement).map((row) => row[2]);
    await expect(new Set(times).size).toBe(10);
    await expect(times[0]).toMatch(/^9:24 a\.m\.$/);
    const more = canvas.getByRole('button', { name: 'Show all bids' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(rowsOf(canvasElement)).toHaveLength(25);
    await expect(rowsOf(canvasElement)[24]?.slice(0, 2)).toEqual(['Bidder 1', '$15,000']);
    const fewer = canvas.getByRole('button', { name: 'Show the latest bids only' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fewer);
    await expect(rowsOf(canvasElement)).toHaveLength(10);
  },
};

/** The engine's bids for a bidder's maximum read "automatic". */
export const ProxyBids: Story = {
  args: {
    history: [
      { id: 'p1', amount: 20000, at: at(9, 0), bidder: 'Bidder 1' },
      { id: 'p2', amount: 20500, at: at(9, 10), bidder: 'Bidder 2' },
      { id: 'p3', amount: 20750, at: at(9, 10, 1), bidder: 'Bidder 1', automatic: true },
      { id: 'p4', amount: 21500, at: at(9, 20), bidder: 'Bidder 2' },
      { id: 'p5', amount: 21750, at: at(9, 20, 1), bidder: 'Bidder 1', automatic: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const automatic = rows.map((row) => row.getAttribute('data-automatic') === 'true');
    await expect(automatic).toEqual([true, false, true, false, false]);
    await expect(within(rows[0]!).getByText('automatic').closest('.MuiChip-root')).toHaveAttribute(
      'title',
      "Placed automatically for the bidder's maximum",
    );
    await expect(within(rows[1]!).queryByText('automatic')).toBeNull();
    await expect(within(table).getAllByText('automatic')).toHaveLength(2);
  },
};

/** The viewer's own bids read "You" and stand out; other bidders are only their alias. */
export const OwnBids: Story = {
  args: {
    history: [
      { id: 'o1', amount: 20000, at: at(9, 0), bidder: 'Bidder 1', isYours: true },
      { id: 'o2', amount: 20500, at: at(9, 10), bidder: 'Bidder 2' },
      {
        id: 'o3',
        amount: 20750,
        at: at(9, 10, 1),
        bidder: 'Bidder 1',
        isYours: true,
        automatic: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.getAttribute('data-yours'))).toEqual(['true', null, 'true']);
    await expect(within(rows[0]!).getByText('You')).toBeVisible();
    await expect(within(rows[0]!).getByText('automatic')).toBeVisible();
    await expect(within(rows[1]!).queryByText('You')).toBeNull();
    await expect(rowsOf(canvasElement).map((row) => row[0])).toEqual([
      'Bidder 1Youautomatic',
      'Bidder 2',
      'Bidder 1You',
    ]);
    // The own rows are tinted; the others are not.
    await expect(getComputedStyle(rows[0]!).backgroundColor).not.toBe(
      getComputedStyle(rows[1]!).backgroundColor,
    );
  },
};

/** In French: headings, "automatique", "Vous", the button and French times. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    history: [
      ...MANY.slice(0, 11),
      { id: 'f1', amount: 18000, at: at(9, 30), bidder: 'Bidder 3', isYours: true },
      { id: 'f2', amount: 18250, at: at(9, 30, 1), bidder: 'Bidder 1', automatic: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: 'Mises, de la plus récente à la plus ancienne' },
      { timeout: 10000 },
    );
    await expect(within(table).getByRole('columnheader', { name: 'Enchérisseur' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Montant' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Heure' })).toBeVisible();
    await expect(rowsOf(canvasElement)[0]).toEqual([
      'Bidder 1automatique',
      '18 250 $',
      '09 h 30 min 01 s',
    ]);
    await expect(rowsOf(canvasElement)[1]).toEqual([
      'Bidder 3Vous',
      '18 000 $',
      '09 h 30 min 00 s',
    ]);
    await expect(rowsOf(canvasElement)[2]?.[2]).toBe('09 h 10');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher toutes les mises' }));
    await expect(rowsOf(canvasElement)).toHaveLength(13);
    await expect(
      canvas.getByRole('button', { name: 'Afficher seulement les dernières mises' }),
    ).toBeVisible();
  },
};

/** A list that receives a bid (as a live event brings it): the new bid goes on top. */
function GrowingList() {
  const [bids, setBids] = useState<BidPoint[]>(FEW);
  const last = bids[bids.length - 1]!;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setBids([
            ...bids,
            {
              id: `n${bids.length}`,
              amount: last.amount + 500,
              at: at(11, 45 + bids.length),
              bidder: 'Bidder 3',
              isYours: true,
            },
          ])
        }
      >
        Next bid arrives
      </button>
      <LiveBids history={bids} />
    </>
  );
}

/** Live: each bid that arrives shows on top of the list and on the chart. */
export const LiveUpdate: Story = {
  render: () => <GrowingList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The list loads on demand.
    await canvas.findByRole('table', {}, { timeout: 5000 });
    await expect(rowsOf(canvasElement)).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next bid arrives' }));
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    await expect(rowsOf(canvasElement)[0]?.slice(0, 2)).toEqual(['Bidder 3You', '$19,600']);
    await expect(canvas.getByRole('img', { name: 'Bids from $18,000 to $19,600' })).toBeVisible();
  },
};

/**
 * The chart's time axis never repeats a label: bids seconds apart in one minute get one "10:04
 * a.m." tick, not one per d3 tick.
 */
export const ChartOneMinute: Story = {
  args: {
    history: [
      { amount: 18000, at: at(10, 4, 1) },
      { amount: 18500, at: at(10, 4, 12) },
      { amount: 19000, at: at(10, 4, 30) },
      { amount: 19500, at: at(10, 4, 48) },
      { amount: 20000, at: at(10, 5, 6) },
    ],
  },
  render: (args) => <BidChart history={args.history} />,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: 'Bids from $18,000 to $20,000' });
    await waitFor(() => expect(chart.querySelectorAll('.MuiLineChart-mark')).toHaveLength(5), {
      timeout: 5000,
    });
    const labels = [...chart.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')]
      .map((label) => plain(label.textContent))
      .filter(Boolean);
    await expect(labels).toEqual(['10:04 a.m.', '10:05 a.m.']);
  },
};

/** Bids over several days: the axis names the days, each once. */
export const ChartDays: Story = {
  args: {
    history: [
      { amount: 18000, at: at(9, 0, 0, -2) },
      { amount: 18500, at: at(18, 0, 0, -2) },
      { amount: 19000, at: at(9, 0, 0, -1) },
      { amount: 19500, at: at(10, 0) },
      { amount: 20000, at: at(11, 0) },
    ],
  },
  render: (args) => <BidChart history={args.history} />,
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img');
    await waitFor(() => expect(chart.querySelectorAll('.MuiLineChart-mark')).toHaveLength(5), {
      timeout: 5000,
    });
    const labels = [...chart.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')]
      .map((label) => plain(label.textContent))
      .filter(Boolean);
    await expect(labels).toEqual(['Mar 8, 2026', 'Mar 9, 2026', 'Mar 10, 2026']);
  },
};

/**
 * On the vehicle page: the list is in Live Bidding beside the chart (the section spans the page's
 * width), and the pictures have "Full screen".
 */
export const OnTheDetailPage: Story = {
  render: (args) => <AuctionDetail auction={makeAuction()} bidHistory={args.history} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByRole('region', { name: 'Live Bidding' });
    // The list loads on demand.
    const table = await within(live).findByRole(
      'table',
      { name: 'Bids, newest first' },
      { timeout: 5000 },
    );
    const chart = within(live).getByRole('img', { name: 'Bids from $18,000 to $19,100' });
    await expect(rowsOf(live)).toHaveLength(4);
    // Side by side at this width: the list starts level with the chart, to its right.
    const chartBox = chart.getBoundingClientRect();
    const tableBox = table.getBoundingClientRect();
    await expect(tableBox.left).toBeGreaterThanOrEqual(chartBox.right);
    await expect(Math.abs(tableBox.top - chartBox.top)).toBeLessThan(60);
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    await expect(
      await within(document.body).findByRole(
        'dialog',
        { name: '2021 Honda Civic: photos' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
