import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../i18n/useTranslation';
import { publicTexts } from '../i18n/en/public';

/** One question and its answer. */
export type FaqAccordionItem = { _id?: string; question: string; answer: string };

export type FaqAccordionProps = {
  /** The questions, in display order. */
  items: readonly FaqAccordionItem[];
  /** Shows placeholders while the questions load. */
  loading?: boolean;
  /** The heading level of each question (default `h2`: the page title is the `h1`). */
  questionComponent?: 'h2' | 'h3' | 'h4';
};

/** How many placeholder rows show while loading (the FAQ has 7 questions, docs/product.md §3.11). */
const LOADING_ROWS = 7;

const FaqRoot = styled(Box, { name: 'MdFaqAccordion', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
}));

const FaqItem = styled(Accordion, { name: 'MdFaqAccordion', slot: 'Item' })(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: 'none',
  '&::before': { display: 'none' },
  '&.Mui-expanded': { margin: 0, borderColor: theme.palette.primary.main },
}));

/**
 * Frequently asked questions, for a page that answers the common questions about buying and
 * selling: an accordion where one question is open at a time, the first open initially.
 * Opening a question closes the one that was open; clicking the open one closes it.
 */
export function FaqAccordion({
  items,
  loading = false,
  questionComponent = 'h2',
}: FaqAccordionProps) {
  const { t } = useTranslation('ui', { public: publicTexts });
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(0);

  if (loading) {
    return (
      <FaqRoot role="status" aria-label={t('public.faq.loading')}>
        {Array.from({ length: LOADING_ROWS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </FaqRoot>
    );
  }
  if (items.length === 0) {
    return <Typography color="text.secondary">{t('public.faq.empty')}</Typography>;
  }

  return (
    <FaqRoot>
      {items.map((item, index) => {
        const id = `${baseId}-${index}`;
        return (
          <FaqItem
            key={item._id ?? item.question}
            expanded={open === index}
            onChange={(_event, expanded) => setOpen(expanded ? index : null)}
            disableGutters
            slotProps={{ heading: { component: questionComponent } }}
          >
            <AccordionSummary
              id={`${id}-question`}
              aria-controls={`${id}-answer`}
              expandIcon={<ExpandMore />}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            {/* The answer's region is labelled by its question (MUI wires id and aria-*). */}
            <AccordionDetails>
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {item.answer}
              </Typography>
            </AccordionDetails>
          </FaqItem>
        );
      })}
    </FaqRoot>
  );
}
