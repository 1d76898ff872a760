import { Link } from 'react-router-dom';
import { Footer } from '@marketdrop/ui';

/** The footer with the router's links (loaded by `SiteFooter`). */
export default function SiteFooterContent() {
  return <Footer LinkComponent={Link} />;
}
