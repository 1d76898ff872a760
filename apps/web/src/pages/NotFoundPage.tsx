import { Link } from 'react-router-dom';
import { NotFound, useTranslation } from '@marketdrop/ui';
import { PageHead } from '../content/PageHead';
import { publicPages } from '../i18n/en/public';

/** Any path outside the route table (the server answers it 404). */
export function NotFoundPage() {
  const { t } = useTranslation('web', { public: publicPages });
  return (
    <>
      <PageHead
        title={t('public.titles.notFound')}
        description={t('public.descriptions.notFound')}
        noIndex
      />
      <NotFound LinkComponent={Link} />
    </>
  );
}
