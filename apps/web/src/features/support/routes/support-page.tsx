import { Box, Stack, Typography } from '@mui/material';
import { useCurrentUser } from '../../../entities/user/get-current-user.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { FaqSection } from '../components/faq-section.tsx';
import { QuickHelp } from '../components/quick-help.tsx';
import { SupportEmailLine } from '../components/support-email-line.tsx';

/** FAQs, quick help and the contact form. */
export function SupportPage() {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('support.page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('support.page.lead')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <FaqSection />
        <Stack spacing={3}>
          <QuickHelp />
          <ContactForm defaultEmail={user?.email ?? ''} />
          <SupportEmailLine />
        </Stack>
      </Box>
    </Box>
  );
}
