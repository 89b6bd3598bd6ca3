import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useColorMode } from '../../../lib/color-mode-context.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Dark Mode switch; the colour-mode provider stores it under darkMode. */
export function AppearanceCard() {
  const t = useT();
  const { darkMode, setDarkMode } = useColorMode();
  return (
    <Paper component="section" aria-labelledby="appearance-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="appearance-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.appearance.title')}
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={darkMode} onChange={(event) => setDarkMode(event.target.checked)} />
        }
        label={t('settings.appearance.darkMode')}
      />
    </Paper>
  );
}
