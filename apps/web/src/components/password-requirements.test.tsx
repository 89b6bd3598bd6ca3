import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PasswordRequirements } from './password-requirements.tsx';

const rule = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

describe('password requirements', () => {
  it('ticks the rules that hold and leaves the others unticked', () => {
    render(<PasswordRequirements password="Secret12" confirm="Secret12" />);
    expect(rule('At least 8 characters')).toHaveAttribute('data-met', 'true');
    expect(rule('Passwords match')).toHaveAttribute('data-met', 'true');
    const special = rule('One special character (@$!%*?&)');
    expect(special).toHaveAttribute('data-met', 'false');
    expect(within(special).getByTitle('Not met')).toBeInTheDocument();
  });

  it('names its region after the heading, at the level asked for', () => {
    render(<PasswordRequirements password="" confirm="" headingComponent="h3" />);
    expect(screen.getByRole('region', { name: 'Password Requirements' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Password Requirements' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['', 'Weak'],
    ['Abcdefgh', 'Medium'],
    ['Abcdefg1!', 'Strong'],
  ])('rates %j as %s', (password, label) => {
    render(<PasswordRequirements password={password} confirm="" />);
    expect(screen.getByTestId('password-strength')).toHaveTextContent(label);
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toBeInTheDocument();
  });
});
