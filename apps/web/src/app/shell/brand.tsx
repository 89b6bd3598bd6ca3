import { Typography } from '@mui/material';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type BrandProps = { inverted?: boolean; onClick?: () => void };

/** Logo and product title, linking to the dashboard. */
export function Brand({ inverted = false, onClick }: BrandProps) {
  const t = useT();
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={t('app.brand.home')}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Logo size={32} inverted={inverted} />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
        {t('app.brand.name')}
      </Typography>
    </Link>
  );
}
