import { useEffect, useId } from 'react';
import {
  Box,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  commonPasswordRule,
  isCommonPassword,
  passwordRequirements,
  passwordStrength,
  type PasswordStrengthLabel,
} from '@elevate/shared';
import { translateServerText } from '../lib/i18n/api-messages/translate-server-text.ts';
import { useAppIntl, useT } from '../lib/i18n/use-t.ts';
import { loadCommonPasswordBases, loadedCommonPasswordBases } from './common-password-bases.ts';

/** The strength meter's word for each level. */
const STRENGTH_KEYS: Record<PasswordStrengthLabel, string> = {
  Weak: 'components.password.weak',
  Medium: 'components.password.medium',
  Strong: 'components.password.strong',
};

type PasswordRequirementsProps = {
  password: string;
  confirm: string;
  /** The heading's level, so it nests under whatever section holds the form. */
  headingComponent?: 'h2' | 'h3';
};

/**
 * The six rules ticked as they are met, and the strength meter
 * (out of those six); then the common-password line (decision 0017), which the server
 * enforces and this only shows, once its list has loaded.
 */
export function PasswordRequirements({
  password,
  confirm,
  headingComponent = 'h2',
}: PasswordRequirementsProps) {
  const headingId = useId();
  const t = useT();
  const intl = useAppIntl();
  // The rules' labels are the shared rule set's, translated with the server's texts.
  const label = (text: string) => translateServerText(text, intl);
  const strength = passwordStrength(password, confirm);
  useEffect(() => void loadCommonPasswordBases(), []);
  const commonBases = loadedCommonPasswordBases();
  const notCommon =
    commonBases !== null && password !== '' && !isCommonPassword(password, commonBases);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id={headingId} variant="subtitle2" component={headingComponent}>
        {t('components.password.heading')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
        <LinearProgress
          variant="determinate"
          value={strength.percent}
          color={strength.color}
          aria-label={t('components.password.strength')}
          // A neutral track: the colour's own pale track would read as a full bar at 0 %.
          sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'divider' }}
        />
        <Typography
          variant="body2"
          data-testid="password-strength"
          sx={{
            color: `${strength.color}.main`,
            fontWeight: 600,
            minWidth: 60,
            textAlign: 'right',
          }}
        >
          {t(STRENGTH_KEYS[strength.label])}
        </Typography>
      </Box>
      <List dense disablePadding sx={{ mt: 1 }}>
        {passwordRequirements.map((rule) => (
          <RequirementItem
            key={rule.id}
            label={label(rule.label)}
            met={rule.test(password, confirm)}
          />
        ))}
        <RequirementItem label={label(commonPasswordRule.label)} met={notCommon} />
      </List>
    </Box>
  );
}

function RequirementItem({ label, met }: { label: string; met: boolean }) {
  const t = useT();
  return (
    <ListItem disableGutters sx={{ py: 0.25 }} data-met={met}>
      <ListItemIcon sx={{ minWidth: 30 }}>
        {met ? (
          <CheckCircleIcon
            fontSize="small"
            color="success"
            titleAccess={t('components.password.met')}
          />
        ) : (
          <RadioButtonUncheckedIcon
            fontSize="small"
            color="disabled"
            titleAccess={t('components.password.notMet')}
          />
        )}
      </ListItemIcon>
      <ListItemText
        primary={label}
        slotProps={{ primary: { color: met ? 'text.primary' : 'text.secondary' } }}
      />
    </ListItem>
  );
}
