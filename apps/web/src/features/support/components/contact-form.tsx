import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useSendContactMessage } from '../../../entities/support/send-contact-message.ts';
import { contactErrorMessage } from '../contact-error-message.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

type ContactFormProps = { defaultEmail?: string };

/** Idle, sending, sent (form hidden) or error. */
export function ContactForm({ defaultEmail = '' }: ContactFormProps) {
  const t = useT();
  const [email, setEmail] = useState(defaultEmail);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendContactMessage();

  // The signed-in user's address arrives after the first render; fill it in once.
  const [seededEmail, setSeededEmail] = useState(defaultEmail);
  if (defaultEmail !== seededEmail) {
    setSeededEmail(defaultEmail);
    if (!email) setEmail(defaultEmail);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ email, subject, message });
  };

  return (
    <Paper component="section" aria-labelledby="contact-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="contact-heading" variant="h6" component="h2" gutterBottom>
        {t('support.contact.heading')}
      </Typography>
      {send.isSuccess ? (
        <Alert severity="success">{t('support.contact.thanks')}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {send.isError && (
              <FormErrorAlert sx={{ whiteSpace: 'pre-line' }}>
                {contactErrorMessage(send.error, t)}
              </FormErrorAlert>
            )}
            <TextField
              label={t('support.contact.email')}
              type="email"
              required
              fullWidth
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label={t('support.contact.subject')}
              required
              fullWidth
              value={subject}
              helperText={t('support.contact.subjectHelp')}
              onChange={(event) => setSubject(event.target.value)}
            />
            <TextField
              label={t('support.contact.message')}
              required
              fullWidth
              multiline
              minRows={4}
              value={message}
              helperText={t('support.contact.messageHelp')}
              onChange={(event) => setMessage(event.target.value)}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SendIcon />}
                disabled={send.isPending}
              >
                {t(send.isPending ? 'support.contact.sending' : 'support.contact.send')}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
