// @vitest-environment jsdom
/**
 * The content hooks in a DOM (jsdom), against the real API server.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@marketdrop/validation';
import { fieldErrorsOf } from '../src/errors';
import {
  ApiProvider,
  useAboutUs,
  useContactUs,
  useFaqs,
  usePrivacy,
  useTerms,
  useWhatsNew,
} from '../src/react';
import { uniqueEmail } from './fixtures';
import { startServer, type TestServer } from './server';

describe('content hooks against the real server (jsdom)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  function wrapper({ children }: { children: ReactNode }) {
    return <ApiProvider baseUrl={server.baseUrl}>{children}</ApiProvider>;
  }

  it('useAboutUs, useTerms, usePrivacy load the pages and follow the language', async () => {
    const { result } = renderHook(
      () => {
        const [language, setLanguage] = useState<Language>('en');
        return {
          setLanguage,
          about: useAboutUs(language),
          terms: useTerms(language),
          privacy: usePrivacy(language),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.about.data?.title).toBe('About Us'));
    await waitFor(() => expect(result.current.terms.data?.title).toBe('Terms & Conditions'));
    await waitFor(() => expect(result.current.privacy.data?.title).toBe('Privacy Policy'));

    act(() => result.current.setLanguage('fr'));
    await waitFor(() => expect(result.current.about.data?.title).toBe('À propos de nous'));
    await waitFor(() => expect(result.current.terms.data?.language).toBe('fr'));
  });

  it('useFaqs loads the seven questions; useWhatsNew the announcements', async () => {
    const { result } = renderHook(() => ({ faqs: useFaqs('en'), news: useWhatsNew('fr') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.faqs.data).toHaveLength(7));
    expect(result.current.faqs.data?.[6]?.question).toBe('How does business verification work?');
    await waitFor(() => expect(result.current.news.data?.announcements.length).toBeGreaterThan(0));
  });

  it('useContactUs sends a message, and exposes the field errors of a bad one', async () => {
    const { result } = renderHook(() => useContactUs(), { wrapper });
    let reference = '';
    await act(async () => {
      const sent = await result.current.mutateAsync({
        name: 'Jules Caron',
        email: uniqueEmail('jules'),
        subject: 'Condition report',
        message: 'Where can I see the condition report of a vehicle?',
        language: 'fr',
      });
      reference = sent.data.reference;
    });
    expect(reference).toMatch(/^MD-[0-9A-F]{8}$/);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    await act(async () => {
      await result.current
        .mutateAsync({ name: 'Jules', email: 'jules@', subject: 'Hi', message: 'Hello there!' })
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.status).toBe(400);
    expect(fieldErrorsOf(result.current.error)).toEqual({ email: 'Please enter a valid email' });
  });
});
