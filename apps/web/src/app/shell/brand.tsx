import { Typography } from '@mui/material';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';

type BrandProps = { inverted?: boolean; onClick?: () => void };

/** Logo and product title, linking to the dashboard. */
export function Brand({ inverted = false, onClick }: BrandProps) {
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label="Elevate home"
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
        Elevate
      </Typography>
    </Link>
  );
}
