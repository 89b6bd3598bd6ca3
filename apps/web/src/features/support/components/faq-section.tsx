import { useMemo, useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useT } from '../../../lib/i18n/use-t.ts';
import { faqCategoryIds, faqCategoryName, localizedFaqs } from '../data/faqs.ts';
import { allCategories, filterFaqs, type FaqCategoryFilter } from '../filter-faqs.ts';
import english from '../messages/en.json';

/** The spec's words for a search that finds nothing (docs/product/support.md), in English. */
export const noFaqMatchText = english['support.faq.noMatch'];

const chips: readonly FaqCategoryFilter[] = [allCategories, ...faqCategoryIds];

/** Search box, category chips and the FAQ accordions of docs/product/support.md. */
export function FaqSection() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>(allCategories);
  const faqs = useMemo(() => localizedFaqs(t), [t]);
  const shown = useMemo(() => filterFaqs(faqs, search, category), [faqs, search, category]);

  return (
    <Paper component="section" aria-labelledby="faq-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="faq-heading" variant="h6" component="h2" gutterBottom>
        {t('support.faq.heading')}
      </Typography>
      <TextField
        fullWidth
        label={t('support.faq.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}
        role="group"
        aria-label={t('support.faq.categoriesLabel')}
      >
        {chips.map((id) => (
          <Chip
            key={id}
            label={id === allCategories ? t('support.faq.allCategories') : faqCategoryName(id, t)}
            clickable
            color={category === id ? 'primary' : 'default'}
            variant={category === id ? 'filled' : 'outlined'}
            aria-pressed={category === id}
            onClick={() => setCategory(id)}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {t('support.faq.count', { shown: shown.length, total: faqs.length })}
      </Typography>
      {shown.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
          {t('support.faq.noMatch')}
        </Typography>
      ) : (
        <Box>
          {shown.map((faq) => (
            <Accordion key={faq.id} disableGutters>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`faq-${faq.id}-content`}
                id={`faq-${faq.id}-header`}
              >
                <Typography sx={{ fontWeight: 500 }}>{faq.question}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography sx={{ mb: 1.5 }}>{faq.answer}</Typography>
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  <Chip size="small" color="primary" variant="outlined" label={faq.category} />
                  {faq.tags.map((tag) => (
                    <Chip key={tag} size="small" label={tag} />
                  ))}
                </Stack>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Paper>
  );
}
