import { documentsEndpoints } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, renderApp, replyFor, resetAppState } from '../../test-utils';

describe('the create routes spec §2 names without describing (issue 15)', () => {
  beforeEach(() => resetAppState());

  it('createScd lists only the share certificates issued, with a way to issue a new one (zh-HK)', async () => {
    const { sent } = await renderApp('/docAi/create/createScd', 'zh-HK', {
      '/au/docGenerate/list': replyFor(documentsEndpoints.list, { list: [], total: 0 }),
    });
    expect(within(await screen.findByTestId('generated-documents')).getByText('已發出的股票')).toBeTruthy();
    expect(screen.getByRole('link', { name: /新股票/ }).getAttribute('href')).toBe('/docAi/create/createSc');
    await waitFor(() => expect(bodiesSentTo(sent, '/au/docGenerate/list')).toEqual([expect.objectContaining({ templateId: 'registers.shareCertificate' })]));
  });
});
