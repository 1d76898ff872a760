import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { carPictures } from '../storybook/catalogueFixtures';
import { DetailGallery } from './DetailGallery';
import { purpose } from '../storybook/purpose';

const meta = {
  title: 'Catalogue/AuctionDetail/DetailGallery',
  component: DetailGallery,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "The detail page's pictures: a carousel with arrows and dots, and a full-screen viewer opened from Full screen or a click on the picture, giving the focus back on close.",
          use: "At the top of a vehicle's detail page.",
          avoid:
            "In a card (the card has its own small carousel, `VehicleCard`) or for images that are not the vehicle's pictures.",
          pages: ['spacing', 'breakpoints', 'accessibility'],
        }),
      },
    },
    layout: 'padded',
  },
  args: {
    images: [carPictures.red, carPictures.grey, carPictures.blue, carPictures.green],
    title: '2021 Honda Civic',
    aspectRatio: '16 / 10',
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <DetailGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof DetailGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer is a dialog in the document's body, outside the story's canvas. */
const body = () => within(document.body);
const viewer = () =>
  body().findByRole('dialog', { name: '2021 Honda Civic: photos' }, { timeout: 5000 });
const counter = () => body().getByTestId('gallery-counter');
const stage = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-zoom]')!;

/** "Full screen" opens the viewer at the picture shown: its name, counter and alternative text. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    const dialog = await viewer();
    await expect(counter()).toHaveTextContent('2 / 4');
    // Visible once the dialog has faded in.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: '2021 Honda Civic, photo 2 of 4' }),
      ).toBeVisible(),
    );
    await expect(dialog).toHaveAccessibleDescription(/Arrow keys: previous or next photo/);
    // Full screen: the dialog covers the window.
    await expect(dialog.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A click on the picture opens it full screen too. */
export const OpenByClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 3 of 4' }));
    await userEvent.click(canvas.getByRole('img', { name: '2021 Honda Civic, photo 3 of 4' }));
    const dialog = await viewer();
    await expect(counter()).toHaveTextContent('3 / 4');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      '2021 Honda Civic, photo 3 of 4',
    );
  },
};

/**
 * The arrow keys and the on-screen arrows move between the pictures (round: after the last, the
 * first); closed, the carousel shows the picture last viewed.
 */
export const NextAndPrevious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Full screen' }));
    const dialog = await viewer();
    await expect(counter()).toHaveTextContent('1 / 4');
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter()).toHaveTextContent('2 / 4');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(counter()).toHaveTextContent('1 / 4');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(counter()).toHaveTextContent('4 / 4');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      '2021 Honda Civic, photo 4 of 4',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    await expect(counter()).toHaveTextContent('3 / 4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(counter()).toHaveTextContent('4 / 4');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Show photo 4 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/**
 * Zoom: + and − (and the buttons) step between 1× and 4×, a double click goes 1× ↔ 2×; a zoomed
 * picture is moved by dragging it, never beyond its edges; another picture shows unzoomed.
 */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Full screen' }));
    const dialog = await viewer();
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Zoom out' });
    const img = within(dialog).getByRole('img');
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '1');
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('+');
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '1.5');
    await userEvent.click(zoomIn);
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '2');
    await expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
    await expect(img.style.transform).toBe('translate(0px, 0px) scale(2)');
    await userEvent.keyboard('-');
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '1.5');
    await userEvent.click(zoomOut);
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '1');
    // Up to 4×, then Zoom in is disabled.
    await userEvent.keyboard('++++');
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '4');
    await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    // Still focusable: the keys keep working.
    await userEvent.click(zoomIn);
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '4');
    await userEvent.keyboard('0');
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '1');

    // A double click zooms to 2× and back.
    await userEvent.dblClick(img);
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '2');

    // Dragging moves the zoomed picture, by as much as the pointer moved...
    const box = img.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: img, coords: { clientX: x, clientY: y } },
      { target: img, coords: { clientX: x - 40, clientY: y + 25 } },
      { keys: '[/MouseLeft]', target: img },
    ]);
    await expect(img.style.transform).toBe('translate(-40px, 25px) scale(2)');
    // ...but never past the picture's edge (half the stage at 2×).
    const wide = stage(dialog).clientWidth;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: img, coords: { clientX: x, clientY: y } },
      { target: img, coords: { clientX: x + 5 * wide, clientY: y } },
      { keys: '[/MouseLeft]', target: img },
    ]);
    await expect(img.style.transform).toBe(`translate(${wide / 2}px, 25px) scale(2)`);

    await userEvent.dblClick(img);
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '1');
    await expect(img.style.transform).toBe('translate(0px, 0px) scale(1)');

    // The next picture shows unzoomed.
    await userEvent.keyboard('+');
    await userEvent.keyboard('{ArrowRight}');
    await expect(stage(dialog)).toHaveAttribute('data-zoom', '1');
  },
};

/** Escape closes the viewer and the focus goes back to "Full screen". */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Full screen' });
    await userEvent.click(opener);
    const dialog = await viewer();
    // The focus is in the viewer while it is open.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Opened by a click on the picture: closed, the focus goes to "Full screen", not lost. */
export const EscapeAfterClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('img', { name: '2021 Honda Civic, photo 1 of 4' }));
    await viewer();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Full screen' })).toHaveFocus());
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Plein écran' }, { timeout: 10000 }),
    );
    const dialog = await body().findByRole(
      'dialog',
      { name: '2021 Honda Civic : photos' },
      { timeout: 5000 },
    );
    await expect(counter()).toHaveTextContent('1 / 4');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      '2021 Honda Civic, photo 1 sur 4',
    );
    await waitFor(() => expect(within(dialog).getByRole('img')).toBeVisible());
    for (const name of ['Agrandir', 'Réduire', 'Quitter le plein écran', 'Photo suivante']) {
      await expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
    await expect(dialog).toHaveAccessibleDescription(/Flèches : photo précédente ou suivante/);
  },
};
