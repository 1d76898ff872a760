import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { useFormatters } from '../i18n/useFormatters';
import { publicTexts } from '../i18n/en/public';

/** A titled block of the page; `body` holds one plain-text paragraph per item. */
export type ContentPageSection = { heading: string; body: readonly string[] };

/** A stored page as the content calls answer it (getAboutUs, getTerms, getPrivacy). */
export type ContentPageData = {
  title: string;
  /** The date the text takes effect, `YYYY-MM-DD`, or null. */
  effectiveOn?: string | null;
  sections: readonly ContentPageSection[];
};

export type ContentPageProps = {
  /** The page to show; null or undefined while loading or after a failure. */
  page?: ContentPageData | null;
  /** Shows placeholders while the page loads. */
  loading?: boolean;
  /** A message when the page could not be loaded (shown with a Try again button). */
  error?: string | null;
  /** Called by Try again. */
  onRetry?: () => void;
  /** Shows an "On this page" list of the sections (default: when there are more than 4). */
  showContents?: boolean;
};

const Article = styled('article', { name: 'MdContentPage', slot: 'Root' })(({ theme }) => ({
  maxWidth: 820,
  margin: '0 auto',
  '& h2': { scrollMarginTop: theme.spacing(10) },
}));

/** A stable anchor for a section heading: lower case, no accents, dashes. */
function anchorOf(heading: string, index: number): string {
  const slug = heading
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? `section-${index + 1}` : slug;
}

/**
 * A stored content page (About Us, Terms & Conditions, Privacy Policy): the title, the date it
 * takes effect, an optional list of its sections, then each section's heading and paragraphs.
 * The text is rendered as text (never as HTML).
 */
export function ContentPage({
  page,
  loading = false,
  error = null,
  onRetry,
  showContents,
}: ContentPageProps) {
  const { t } = useTranslation('ui', { public: publicTexts });
  const f = useFormatters();
  const contentsId = useId();

  if (loading) {
    return (
      <Article aria-busy="true">
        <Box role="status" aria-label={t('public.content.loading')}>
          <Skeleton variant="text" width="50%" sx={{ fontSize: '2.5rem' }} />
          {Array.from({ length: 3 }, (_, index) => (
            <Box key={index} sx={{ mt: 4 }}>
              <Skeleton variant="text" width="35%" sx={{ fontSize: '1.6rem' }} />
              <Skeleton variant="text" />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="80%" />
            </Box>
          ))}
        </Box>
      </Article>
    );
  }
  if (!page) {
    return (
      <Article>
        <Alert
          severity="error"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('public.content.retry')}
              </Button>
            ) : undefined
          }
        >
          {error ?? t('public.content.failed')}
        </Alert>
      </Article>
    );
  }

  const anchors: string[] = [];
  page.sections.forEach((section, index) => {
    const anchor = anchorOf(section.heading, index);
    anchors.push(anchors.includes(anchor) ? `${anchor}-${index + 1}` : anchor);
  });
  const withContents = showContents ?? page.sections.length > 4;

  return (
    <Article>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
        {page.title}
      </Typography>
      {page.effectiveOn ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('public.content.effective', { date: f.date(page.effectiveOn, 'long') })}
        </Typography>
      ) : null}
      {withContents ? (
        <Box
          component="nav"
          aria-labelledby={contentsId}
          sx={{
            mt: 3,
            p: 2.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            id={contentsId}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {t('public.content.onThisPage')}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 }, columnGap: 4 }}>
            {page.sections.map((section, index) => (
              <li key={anchors[index]}>
                <Link href={`#${anchors[index]}`}>{section.heading}</Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {page.sections.map((section, index) => (
        <Box
          component="section"
          key={anchors[index]}
          aria-labelledby={anchors[index]}
          sx={{ mt: 4 }}
        >
          <Typography id={anchors[index]} variant="h5" component="h2" gutterBottom>
            {section.heading}
          </Typography>
          {section.body.map((paragraph, p) => (
            <Typography key={p} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Article>
  );
}
