import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { loadCommonPasswordBases } from './common-password-bases.ts';
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

  it('keeps the six spec rules in order and adds the common-password line after them', () => {
    render(<PasswordRequirements password="" confirm="" />);
    const labels = screen
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/^(Not met|Met)/, ''));
    expect(labels).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character (@$!%*?&)',
      'Passwords match',
      'Not a commonly used password',
    ]);
  });

  it.each([
    ['Password1!', 'false'],
    ['P@ssw0rd2024!', 'false'],
    ['Kestrel!Moss7', 'true'],
    ['', 'false'],
  ])('marks %j as a common password: met=%s', async (password, met) => {
    await loadCommonPasswordBases();
    render(<PasswordRequirements password={password} confirm={password} />);
    expect(rule('Not a commonly used password')).toHaveAttribute('data-met', met);
  });

  it('rates strength out of the six spec rules only', async () => {
    await loadCommonPasswordBases();
    render(<PasswordRequirements password="Password1!" confirm="Password1!" />);
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong');
    expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
