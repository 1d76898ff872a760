import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import SearchOff from '@mui/icons-material/SearchOff';
import { catalogue } from '../i18n/en/catalogue';

export type AuctionNotFoundProps = {
  /** Level of the heading. Default 1 (the page's title). */
  headingLevel?: 1 | 2 | 3;
};

const NotFoundRoot = styled('section', { name: 'MdAuctionNotFound', slot: 'Root' })(
  ({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(8, 2),
    color: theme.palette.text.secondary,
  }),
);

/** What the detail page shows for an unknown or removed auction: "Auction Not Found". */
export function AuctionNotFound({ headingLevel = 1 }: AuctionNotFoundProps) {
  const { t } = useTranslation('ui', { catalogue });
  const titleId = useId();
  return (
    <NotFoundRoot aria-labelledby={titleId}>
      <SearchOff sx={{ fontSize: 64, color: 'grey.400' }} aria-hidden="true" />
      <Typography
        id={titleId}
        component={`h${headingLevel}`}
        sx={{ fontSize: '1.75rem', fontWeight: 800, color: 'text.primary' }}
      >
        {t('catalogue.notFound.title')}
      </Typography>
      <Typography sx={{ maxWidth: 480 }}>{t('catalogue.notFound.text')}</Typography>
    </NotFoundRoot>
  );
}
