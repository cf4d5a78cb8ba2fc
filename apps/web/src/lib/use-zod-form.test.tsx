import { createOrganizationSchema } from '@crossover/domain/organizations';
import { MESSAGES } from '@crossover/domain/messages';
import { registerUserSchema } from '@crossover/domain/users';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import type { OrganizationForm } from '@/features/organizations/components/organization-form';
import {
  fromOrganizationForm,
  toOrganizationForm,
} from '@/features/organizations/components/organization-form';
import { applyServerErrors } from './apply-server-errors';
import { useZodForm } from './use-zod-form';

function OrganizationHarness({ onSave }: { onSave: (body: unknown) => void }) {
  const form = useZodForm<OrganizationForm, typeof createOrganizationSchema>({
    schema: createOrganizationSchema,
    defaultValues: toOrganizationForm(),
    fromForm: fromOrganizationForm,
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
      <FormField
        label="Contact Email"
        error={errors.contactEmail?.message}
        {...form.register('contactEmail')}
      />
      <FormField label="Tax Rate (%)" error={errors.taxRate?.message} {...form.register('taxRate')} />
      <button type="submit">Save</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('useZodForm', () => {
  it('shows the request schema’s person-written messages on the fields, linked for screen readers', async () => {
    const onSave = vi.fn();
    render(<OrganizationHarness onSave={onSave} />);
    fireEvent.change(input('Contact Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.organizationNameRequired)).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    const describedBy = input('Name').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGES.organizationNameRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('converts the typed percent to the stored fraction, and says what is wrong with a bad percent', async () => {
    const onSave = vi.fn();
    render(<OrganizationHarness onSave={onSave} />);
    fireEvent.change(input('Name'), { target: { value: '  Kestrel Acoustics ' } });
    fireEvent.change(input('Tax Rate (%)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax rate must be between 0 and 100')).toBeTruthy();
    fireEvent.change(input('Tax Rate (%)'), { target: { value: '7.255' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tax rate can have at most 2 decimals')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(input('Tax Rate (%)'), { target: { value: '7.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // The handler gets the request body: trimmed, fraction, blanks as null, defaults applied.
    expect(onSave.mock.calls[0]![0]).toEqual({
      name: 'Kestrel Acoustics',
      type: 'shop_owner',
      parentId: null,
      contactEmail: null,
      contactPhone: null,
      address: null,
      websiteUrl: null,
      taxRate: '0.0725',
      isActive: true,
    });
  });
});

interface UserValues {
  email: string;
  firstName: string;
}

function ServerErrorHarness({ error, onMessage }: { error: unknown; onMessage: (m: string | null) => void }) {
  const form = useZodForm<UserValues, typeof registerUserSchema>({
    schema: registerUserSchema,
    defaultValues: { email: '', firstName: '' },
  });
  const { errors } = form.formState;
  return (
    <div>
      <FormField label="Email" error={errors.email?.message} {...form.register('email')} />
      <FormField label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
      <p role="alert">{errors.root?.server?.message}</p>
      <button onClick={() => onMessage(applyServerErrors(form, error))}>Fail</button>
    </div>
  );
}

describe('applyServerErrors', () => {
  it('puts a 409’s field errors on the inputs and the rest on the form', async () => {
    const onMessage = vi.fn();
    const error = new Error(
      '409: {"message":"A user with this email already exists","errors":{"email":"A user with this email already exists","managerId":"The manager does not exist"}}',
    );
    render(<ServerErrorHarness error={error} onMessage={onMessage} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Fail' })));
    expect(await screen.findByText('A user with this email already exists')).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(input('First name').getAttribute('aria-invalid')).toBeNull();
    // managerId has no input here: the form-level error says it.
    expect(screen.getByRole('alert').textContent).toBe('The manager does not exist');
    expect(onMessage).toHaveBeenCalledWith('The manager does not exist');
  });

  it('puts a message without field errors on the form', async () => {
    const onMessage = vi.fn();
    render(<ServerErrorHarness error={new Error('403: {"message":"Forbidden"}')} onMessage={onMessage} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Fail' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Forbidden'));
    expect(onMessage).toHaveBeenCalledWith('Forbidden');
    expect(input('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves no form-level error when every problem found its field', async () => {
    const onMessage = vi.fn();
    const error = new Error(
      '400: {"message":"First name is required","errors":{"firstName":"First name is required"}}',
    );
    render(<ServerErrorHarness error={error} onMessage={onMessage} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Fail' })));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(onMessage).toHaveBeenCalledWith(null);
  });
});
