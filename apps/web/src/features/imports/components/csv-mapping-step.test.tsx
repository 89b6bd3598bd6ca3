import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { detectedMapping, layout } from '../test/import-fixtures.ts';
import { ambiguousDatesText } from './column-fields.tsx';
import { CsvMappingStep, rememberedMappingText } from './csv-mapping-step.tsx';

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderStep(over: Partial<typeof layout> = {}) {
  const onApply = vi.fn();
  renderWithProviders(
    <CsvMappingStep
      fileName="bank.csv"
      mapping={detectedMapping}
      layout={{ ...layout, ...over }}
      busy={false}
      onApply={onApply}
      onCancel={vi.fn()}
    />,
  );
  return { onApply };
}

describe('CSV mapping step', { timeout: 30_000 }, () => {
  it('shows the columns with a sample and the detected mapping', () => {
    renderStep();
    const sample = screen.getByRole('table', { name: 'First lines of the file' });
    expect(within(sample).getByRole('columnheader', { name: 'Payee' })).toBeInTheDocument();
    expect(within(sample).getByRole('cell', { name: 'AMAZON' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date column')).toHaveValue('0');
    expect(screen.getByLabelText('Amount column')).toHaveValue('3');
    expect(screen.getByRole('checkbox', { name: 'Payee' })).toBeChecked();
    expect(screen.getByLabelText('Delimiter')).toHaveValue(',');
    expect(screen.getByLabelText('Encoding')).toHaveValue('utf-8');
    expect(screen.queryByText(rememberedMappingText)).not.toBeInTheDocument();
  });

  it('keeping the detected mapping needs no new upload', async () => {
    const { onApply } = renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Preview rows' }));
    expect(onApply).toHaveBeenCalledWith(detectedMapping, false);
  });

  it('asks for the date format when the dates fit more than one, and offers only those', async () => {
    const { onApply } = renderStep();
    expect(screen.getByText(ambiguousDatesText)).toBeInTheDocument();
    const format = screen.getByLabelText('Date format');
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['dmy', 'mdy']);
    await userEvent.selectOptions(format, 'mdy');
    await userEvent.click(screen.getByRole('button', { name: 'Preview rows' }));
    expect(onApply).toHaveBeenCalledWith({ ...detectedMapping, dateOrder: 'mdy' }, true);
  });

  it('joins several description columns and maps debit and credit columns', async () => {
    const { onApply } = renderStep({ dateOrders: ['dmy'], remembered: true });
    expect(screen.queryByText(ambiguousDatesText)).not.toBeInTheDocument();
    expect(screen.getByText(rememberedMappingText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Memo' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Debit and credit columns' }));
    choose('Debit column (money out)', '4');
    choose('Credit column (money in)', '5');
    choose('Delimiter', ';');
    choose('Decimal mark', ',');
    choose('Encoding', 'windows-1252');
    choose('Notes column (optional)', '2');
    fireEvent.change(screen.getByLabelText('Lines to skip'), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Preview rows' }));
    expect(onApply).toHaveBeenCalledWith(
      {
        ...detectedMapping,
        description: [1, 2],
        amount: { kind: 'debitCredit', debit: 4, credit: 5 },
        delimiter: ';',
        decimal: ',',
        encoding: 'windows-1252',
        notes: 2,
        skipRows: 2,
      },
      true,
    );
  });

  it('will not go on without a description column', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Payee' }));
    expect(screen.getByText('Choose a description column')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview rows' })).toBeDisabled();
  });
});
