import { FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useColorMode } from '../../../lib/color-mode-context.ts';

/** Dark Mode switch; the colour-mode provider stores it under darkMode. */
export function AppearanceCard() {
  const { darkMode, setDarkMode } = useColorMode();
  return (
    <Paper component="section" aria-labelledby="appearance-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="appearance-heading" variant="h6" component="h2" gutterBottom>
        Appearance
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={darkMode} onChange={(event) => setDarkMode(event.target.checked)} />
        }
        label="Dark Mode"
      />
    </Paper>
  );
}
