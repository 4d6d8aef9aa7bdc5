import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';

/** The links that appear once a result exists (docs/product/2-modules.md section 2). */
export function NextStepLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label="Next steps" className="flex flex-wrap gap-2">
      {links.map((link) => (
        <Link key={link.href} to={link.href} className={buttonVariants({ variant: 'secondary' })}>
          {link.label} <ArrowRight aria-hidden />
        </Link>
      ))}
    </nav>
  );
}
