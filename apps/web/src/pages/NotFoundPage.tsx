import { Link } from 'react-router-dom';
import { NotFound } from '@marketdrop/ui';

/** Any path outside the route table. */
export function NotFoundPage() {
  return <NotFound LinkComponent={Link} />;
}
