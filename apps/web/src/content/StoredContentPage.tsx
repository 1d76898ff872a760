import Container from '@mui/material/Container';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError, ContentPage as ContentPageResponse } from '@marketdrop/api-client';
import { ContentPage, useTranslation } from '@marketdrop/ui';
import { PageHead } from './PageHead';
import { publicPages } from '../i18n/en/public';

export type StoredContentPageProps = {
  /** Which page: names its fallback title and failure text. */
  name: 'about' | 'terms' | 'privacy';
  /** The page's query (`useAboutUs`, `useTerms` or `usePrivacy` in the language shown). */
  query: UseQueryResult<ContentPageResponse, ApiError>;
};

/**
 * A stored page (getAboutUs, getTerms, getPrivacy): placeholders while it loads, the failure with
 * Try again, then the page.
 */
export function StoredContentPage({ name, query }: StoredContentPageProps) {
  const { t } = useTranslation('web', { public: publicPages });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead
        title={query.data?.title ?? t(`public.titles.${name}`)}
        description={t(`public.descriptions.${name}`)}
      />
      <ContentPage
        page={query.data ?? null}
        loading={query.isPending}
        error={query.isError ? t(`public.loadFailed.${name}`) : null}
        onRetry={() => void query.refetch()}
      />
    </Container>
  );
}
