import {
  Alert,
  FormControlLabel,
  FormHelperText,
  Paper,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useSaveLanguage } from '../../../entities/user/save-language.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useLanguage } from '../../../lib/i18n/language-context.ts';
import { isAppLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../lib/i18n/locales.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const AUTOMATIC = 'automatic';

/**
 * 'Language': the browser's, or one of the four named in itself. A choice switches the
 * app at once and is kept with the account (every device and the e-mails follow it); a
 * refusal puts the previous language back with the server's reason.
 */
export function LanguageCard() {
  const t = useT();
  const { preference, choose } = useLanguage();
  const save = useSaveLanguage();
  const value = isAppLocale(preference) ? preference : AUTOMATIC;

  const pick = (next: string) => {
    const locale = isAppLocale(next) ? next : null;
    const before = preference;
    choose(locale);
    save.mutate(locale, { onError: () => choose(before) });
  };

  return (
    <Paper component="section" aria-labelledby="language-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="language-heading" variant="h6" component="h2" gutterBottom>
        {t('settings.language.title')}
      </Typography>
      {save.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(isApiError(save.error) && save.error.msg) || t('settings.language.saveFailed')}
        </Alert>
      )}
      <RadioGroup
        aria-labelledby="language-heading"
        aria-describedby="language-help"
        value={value}
        onChange={(event) => pick(event.target.value)}
      >
        <FormControlLabel
          value={AUTOMATIC}
          control={<Radio />}
          label={t('settings.language.automatic')}
        />
        {SUPPORTED_LOCALES.map((locale) => (
          <FormControlLabel
            key={locale}
            value={locale}
            control={<Radio />}
            label={<span lang={locale}>{LOCALE_NAMES[locale]}</span>}
          />
        ))}
      </RadioGroup>
      <FormHelperText id="language-help" sx={{ mt: 1 }}>
        {t('settings.language.help')}
      </FormHelperText>
    </Paper>
  );
}
