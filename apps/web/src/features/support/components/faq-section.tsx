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
import { faqCategories, faqs } from '../data/faqs.ts';
import { allCategories, filterFaqs, type FaqCategoryFilter } from '../filter-faqs.ts';

export const noFaqMatchText =
  'No FAQs found matching your search criteria. Try different keywords or select a different category.';

/** Search box, category chips and the FAQ accordions of docs/product/support.md. */
export function FaqSection() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategoryFilter>(allCategories);
  const shown = useMemo(() => filterFaqs(faqs, search, category), [search, category]);

  return (
    <Paper component="section" aria-labelledby="faq-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="faq-heading" variant="h6" component="h2" gutterBottom>
        Frequently Asked Questions
      </Typography>
      <TextField
        fullWidth
        label="Search FAQs"
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
        aria-label="FAQ categories"
      >
        {([allCategories, ...faqCategories] as FaqCategoryFilter[]).map((name) => (
          <Chip
            key={name}
            label={name}
            clickable
            color={category === name ? 'primary' : 'default'}
            variant={category === name ? 'filled' : 'outlined'}
            aria-pressed={category === name}
            onClick={() => setCategory(name)}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        Showing {shown.length} of {faqs.length} questions
      </Typography>
      {shown.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
          {noFaqMatchText}
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
