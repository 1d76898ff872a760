import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { carPictures } from '../storybook/catalogueFixtures';
import { PhotoManager, type PhotoManagerItem, type PhotoManagerProps } from './PhotoManager';
import { purpose } from '../storybook/purpose';

const three: PhotoManagerItem[] = [
  { id: 'p-red', src: carPictures.red },
  { id: 'p-blue', src: carPictures.blue },
  { id: 'p-green', src: carPictures.green },
];

const many = (count: number): PhotoManagerItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p-${index + 1}`,
    src: Object.values(carPictures)[index % 4] as string,
  }));

const png = (name: string) => new File([new Uint8Array(256)], name, { type: 'image/png' });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type=file][name=photos]') as HTMLInputElement;
const order = (root: HTMLElement) =>
  [...root.querySelectorAll('li[data-photo-id]')].map((tile) => tile.getAttribute('data-photo-id'));

/** Keeps the order the way the page does once the server answers. */
function Stateful(props: PhotoManagerProps) {
  const [photos, setPhotos] = useState(props.photos);
  return (
    <PhotoManager
      {...props}
      photos={photos}
      onReorder={(ids) => {
        props.onReorder(ids);
        setPhotos(ids.map((id) => photos.find((photo) => photo.id === id) as PhotoManagerItem));
      }}
      onRemove={(id) => {
        props.onRemove(id);
        setPhotos(photos.filter((photo) => photo.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Dealer/PhotoManager',
  component: PhotoManager,
  parameters: {
    docs: {
      description: {
        component: purpose({
          what: "A listing's photos (up to 30, the first is the cover): add, reorder by dragging, keyboard or arrow buttons, and remove; progress and Retry while sending.",
          use: "In the dealer's listing form.",
          avoid:
            'For documents (use `ConditionReportField`, `DealerVerificationPanel`) or for showing pictures to buyers (`DetailGallery`).',
          pages: ['spacing', 'content', 'accessibility'],
        }),
      },
    },
  },
  tags: ['autodocs'],
  args: { photos: three, onAdd: fn(), onReorder: fn(), onRemove: fn(), onRetry: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhotoManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos, the first the cover; the arrow buttons move a photo, the bin removes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('photo-count')).toHaveTextContent('3 of 30 photos');
    await expect(order(canvasElement)).toEqual(['p-red', 'p-blue', 'p-green']);
    const first = canvasElement.querySelector('li[data-photo-id="p-red"]') as HTMLElement;
    await expect(within(first).getByText('Cover')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Move photo 2 earlier' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith(['p-blue', 'p-red', 'p-green']);
    await expect(order(canvasElement)).toEqual(['p-blue', 'p-red', 'p-green']);
    const cover = canvasElement.querySelector('li[data-photo-id="p-blue"]') as HTMLElement;
    await expect(within(cover).getByText('Cover')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 3' }));
    await expect(args.onRemove).toHaveBeenCalledWith('p-green');
    await expect(canvas.getByTestId('photo-count')).toHaveTextContent('2 of 30 photos');
  },
};

/** Keyboard reordering: focus a photo, Space to pick it up, an arrow key, Space to drop it. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder photo 1' });
    handle.focus();
    await expect(handle).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onReorder).toHaveBeenLastCalledWith(['p-blue', 'p-red', 'p-green']),
    );
    await waitFor(() => expect(order(canvasElement)).toEqual(['p-blue', 'p-red', 'p-green']));
    // What a screen reader hears (dnd-kit's live region).
    await waitFor(() =>
      expect(canvasElement.ownerDocument.body).toHaveTextContent('Photo 1 dropped at position 2.'),
    );
  },
};

/** Adding: accepted images go to `onAdd`; another kind of file is named and left out. */
export const AddPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No photos yet. Buyers see a listing with photos first.'),
    ).toBeVisible();
    const good = png('front.png');
    const bad = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(canvasElement), [good, bad], { applyAccept: false });
    await expect(args.onAdd).toHaveBeenCalledWith([good]);
    await expect(
      canvas.getByText('notes.txt: please upload a JPEG, PNG or WebP image'),
    ).toBeVisible();
  },
};

/** Room for one more: the others are not added, and the dealer is told how many. */
export const TooMany: Story = {
  args: { photos: many(29) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const files = [png('a.png'), png('b.png'), png('c.png')];
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(args.onAdd).toHaveBeenCalledWith([files[0]]);
    await expect(canvas.getByText('You can add up to 30 photos: 2 were not added.')).toBeVisible();
  },
};

/** Thirty photos: nothing more can be added. */
export const Full: Story = {
  args: { photos: many(30) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('photo-count')).toHaveTextContent('30 of 30 photos');
    await expect(canvas.getByRole('button', { name: 'Add photos' })).toBeDisabled();
  },
};

/** Photos being sent (with and without a percentage) and one that failed, with Retry. */
export const Uploading: Story = {
  args: {
    photos: [
      ...three.slice(0, 2),
      { id: 'u-1', src: carPictures.grey, status: 'uploading', progress: 40, name: 'side.png' },
      { id: 'u-2', src: carPictures.green, status: 'uploading', name: 'rear.png' },
      {
        id: 'u-3',
        src: carPictures.red,
        status: 'failed',
        error: 'Please upload a JPEG, PNG or WebP image',
        name: 'interior.heic',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Uploading...' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please upload a JPEG, PNG or WebP image',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('u-3');
    // Only stored photos can be moved.
    await expect(canvas.queryByRole('button', { name: 'Reorder photo 3' })).toBeNull();
  },
};

/** Not saved yet: nothing can be added, and the dealer is told why. */
export const Disabled: Story = {
  args: {
    photos: [],
    disabled: true,
    disabledReason: 'Save the draft first, then add its photos.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    await expect(canvas.getByText('Save the draft first, then add its photos.')).toBeVisible();
  },
};

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 photos sur 30', {}, { timeout: 5_000 });
    await expect(canvas.getByText('Principale')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter des photos' })).toBeVisible();
  },
};
