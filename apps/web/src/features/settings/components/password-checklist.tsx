import {
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { passwordRequirements, passwordStrength } from '@elevate/shared';

type PasswordChecklistProps = { password: string; confirm: string };

/** The section 5 requirements, ticked live as the user types. */
export function PasswordChecklist({ password, confirm }: PasswordChecklistProps) {
  const strength = passwordStrength(password, confirm);
  return (
    <div>
      <Typography variant="subtitle2">Password Requirements</Typography>
      <List dense disablePadding aria-label="Password requirements">
        {passwordRequirements.map((rule) => {
          const met = rule.test(password, confirm);
          return (
            <ListItem key={rule.id} disableGutters data-met={met}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {met ? (
                  <CheckCircleIcon fontSize="small" color="success" titleAccess="Met" />
                ) : (
                  <RadioButtonUncheckedIcon
                    fontSize="small"
                    color="disabled"
                    titleAccess="Not met"
                  />
                )}
              </ListItemIcon>
              <ListItemText
                primary={rule.label}
                slotProps={{ primary: { color: met ? 'success.main' : 'text.secondary' } }}
              />
            </ListItem>
          );
        })}
      </List>
      <LinearProgress
        variant="determinate"
        value={strength.percent}
        color={strength.color}
        aria-label="Password strength"
        sx={{ mt: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color={`${strength.color}.main`}>
        Strength: {strength.label}
      </Typography>
    </div>
  );
}
