import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/renderRoute';

const main = () => screen.getByRole('main');
const titles = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Organization page', () => {
  it('promises an owner for every control, policy and alert, then walks through the module', async () => {
    await renderRoute('/organization');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Give every control, policy and alert a clear owner',
    );
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Accountability that examiners can see',
      'Departments',
      'Employees',
      'How it works',
      'Evidence the module supports',
      'Put a name on every control',
    ]);
  });

  it('describes the department features: structure, owners, notifications and tickets', async () => {
    await renderRoute('/organization');
    expect(titles('Departments')).toEqual([
      'Your structure, as it is',
      'Owners of controls and policies',
      'Notifications to the right people',
      'Tickets routed by department',
    ]);
  });

  it('describes the employee features: roles, training records and policy acknowledgments', async () => {
    await renderRoute('/organization');
    expect(titles('Employees')).toEqual([
      'Roles and responsibilities',
      'Training and awareness records',
      'Policy acknowledgments',
    ]);
  });

  it('lists the set-up steps in order', async () => {
    await renderRoute('/organization');
    const steps = within(
      screen.getByRole('list', { name: 'Setting up the Organization module' }),
    ).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[0]).toHaveTextContent('Create your departments');
    expect(steps[4]).toHaveTextContent('Keep it current');
  });

  it('maps each record to what it supports in a table with headers', async () => {
    await renderRoute('/organization');
    const table = screen.getByRole('table', {
      name: 'Organization records and the requirements they support',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Record', 'What it supports']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    expect(table).toHaveTextContent('PL-4 (Rules of Behavior)');
  });

  it('is in Spanish at /es/organization', async () => {
    await renderRoute('/es/organization');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Asigne un responsable claro a cada control, política y alerta',
    );
  });
});
