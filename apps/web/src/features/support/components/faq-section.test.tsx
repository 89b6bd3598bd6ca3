import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { faqCategories, faqs } from '../data/faqs.ts';
import { FaqSection, noFaqMatchText } from './faq-section.tsx';

describe('FAQ section', () => {
  it('holds 26 answered, tagged questions across the 7 categories', () => {
    expect(faqs).toHaveLength(26);
    expect(new Set(faqs.map((faq) => faq.category))).toEqual(new Set(faqCategories));
    for (const faq of faqs) {
      expect(faq.answer.length).toBeGreaterThan(40);
      expect(faq.tags.length).toBeGreaterThan(0);
    }
  });

  it('shows all 26 questions and the count at first', () => {
    renderWithProviders(<FaqSection />);
    expect(screen.getByText('Showing 26 of 26 questions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('searches question, answer and tags case-insensitively and updates the count', async () => {
    renderWithProviders(<FaqSection />);
    fireEvent.change(screen.getByLabelText('Search FAQs'), { target: { value: 'DRAG AND DROP' } });
    expect(screen.getByText('Showing 1 of 26 questions')).toBeInTheDocument();
    expect(
      screen.getByText('How do I move a transaction to another category?'),
    ).toBeInTheDocument();
    // Only the security answer mentions forgery.
    fireEvent.change(screen.getByLabelText('Search FAQs'), { target: { value: 'Forgery' } });
    expect(screen.getByText('Showing 1 of 26 questions')).toBeInTheDocument();
    expect(screen.getByText('How is my account kept secure?')).toBeInTheDocument();
  });

  it('narrows to a category chip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />);
    await user.click(screen.getByRole('button', { name: 'Account & Security' }));
    const count = faqs.filter((faq) => faq.category === 'Account & Security').length;
    expect(screen.getByText(`Showing ${count} of 26 questions`)).toBeInTheDocument();
  });

  it('says nothing matched when the search finds no FAQ', async () => {
    renderWithProviders(<FaqSection />);
    fireEvent.change(screen.getByLabelText('Search FAQs'), { target: { value: 'zzzz-nothing' } });
    expect(screen.getByText('Showing 0 of 26 questions')).toBeInTheDocument();
    expect(screen.getByText(noFaqMatchText)).toBeInTheDocument();
    expect(noFaqMatchText).toBe(
      'No FAQs found matching your search criteria. Try different keywords or select a different category.',
    );
  });
});
