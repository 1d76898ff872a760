import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachToaster, onToastWaiting, toast, type ToastVariant } from './toast';

describe('toast before and after the toaster mounts', () => {
  let detach: (() => void) | undefined;
  afterEach(() => detach?.());

  it('keeps toasts asked for before the toaster mounts and shows them, in order, when it does', () => {
    const wake = vi.fn();
    const stop = onToastWaiting(wake);
    toast.error('Network error');
    toast.success('Saved');
    expect(wake).toHaveBeenCalledTimes(2);
    stop();

    const shown: [string, ToastVariant][] = [];
    detach = attachToaster((message, variant) => shown.push([message, variant]));
    expect(shown).toEqual([
      ['Network error', 'error'],
      ['Saved', 'success'],
    ]);

    toast.info('Later');
    expect(shown.at(-1)).toEqual(['Later', 'info']);
    expect(shown).toHaveLength(3);
  });

  it('queues again after the toaster goes away, and wakes a host that asks later', () => {
    const first: string[] = [];
    attachToaster((message) => first.push(message))();
    toast.success('While away');
    expect(first).toEqual([]);

    const wake = vi.fn();
    const stop = onToastWaiting(wake);
    expect(wake).toHaveBeenCalledTimes(1);
    stop();

    const second: string[] = [];
    detach = attachToaster((message) => second.push(message));
    expect(second).toEqual(['While away']);
  });
});
