import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerManagementPage } from '../../../../src/ui/pages/mgmt/CustomerManagementPage';
import { KnowledgeRepositoryPage } from '../../../../src/ui/pages/mgmt/KnowledgeRepositoryPage';
import { OrderManagementPage } from '../../../../src/ui/pages/mgmt/OrderManagementPage';
import { tables } from '../../../../mocks/db/models';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

describe('KnowledgeRepositoryPage', () => {
  it('lists a repository’s files with sizes in B/KB, switches repository and filters by type', async () => {
    const { user } = await renderSignedIn(
      <KnowledgeRepositoryPage />,
      'admin',
      '/mgmt-console/resource/knowledgeRepository',
    );
    const table = await screen.findByRole('table', { name: '知识库文件' });
    const empty = await within(table).findByRole('row', { name: /空白模板\.txt/ });
    expect(within(empty).getByText('0 B')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('知识库'), '2');
    await within(table).findByRole('row', { name: /缺陷类型对照表\.csv/ });
    await user.selectOptions(screen.getByLabelText('文件类型'), 'pdf');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('输电线路巡检作业规范.pdf')).toBeTruthy();
    // Nothing selected yet: the bulk actions wait for a selection.
    expect((screen.getByRole('button', { name: '批量下载' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('选择 输电线路巡检作业规范.pdf'));
    expect((screen.getByRole('button', { name: '批量删除（1）' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('KnowledgeRepositoryPage uploads', () => {
  it('enables the file input exactly when the upload button is', async () => {
    await renderSignedIn(<KnowledgeRepositoryPage />, 'admin', '/mgmt-console/resource/knowledgeRepository');
    const input = screen.getByLabelText('选择上传文件') as HTMLInputElement;
    const button = screen.getByRole('button', { name: '上传文件' }) as HTMLButtonElement;
    // One rule for both (a repository to upload into), so the input never takes a pick the button refuses.
    expect(input.disabled).toBe(button.disabled);
    await screen.findByRole('table', { name: '知识库文件' });
    await waitFor(() => expect([input.disabled, button.disabled]).toEqual([false, false]));
    // (The upload itself runs in the e2e: jsdom's multipart bodies do not reach the simulator intact.)
  });
});

describe('KnowledgeRepositoryPage for read-only staff', () => {
  it('offers downloads but neither upload nor delete without MC:resourceManage:knowledge:edit', async () => {
    // dev_ent given a role holding only the knowledge read code (and the parents it needs).
    const role = await tables.role.insert({
      roleName: '知识库查阅',
      description: '',
      codes: ['MC:read', 'MC:resourceManage:read', 'MC:resourceManage:knowledge:read'],
      createTime: '2026-11-01 09:00:00',
    });
    const staff = tables.user.find((u) => u.userName === 'dev_ent')!;
    await tables.user.patch(staff.id, { roles: [...staff.roles, role] });
    await renderSignedIn(<KnowledgeRepositoryPage />, 'dev_ent', '/mgmt-console/resource/knowledgeRepository');
    const table = await screen.findByRole('table', { name: '知识库文件' });
    await within(table).findByRole('button', { name: '下载 空白模板.txt' });
    expect(within(table).queryByRole('button', { name: '删除 空白模板.txt' })).toBeNull();
    expect(screen.queryByRole('button', { name: '上传文件' })).toBeNull();
    expect(screen.queryByLabelText('选择上传文件')).toBeNull();
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /批量下载/ })).toBeTruthy();
  });
});

describe('CustomerManagementPage', () => {
  it('filters enquiries by follow-up status and records a contact', async () => {
    const { user } = await renderSignedIn(
      <CustomerManagementPage />,
      'admin',
      '/mgmt-console/customer-mgmt/customer-management',
    );
    const table = await screen.findByRole('table', { name: '合作咨询列表' });
    await within(table).findByRole('row', { name: /宁波甬江新材料有限公司/ });
    await user.selectOptions(screen.getByLabelText('跟进状态'), '2');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /宁波甬江新材料有限公司/ })).toBeNull());
    const contacted = within(table).getAllByRole('row').slice(1);
    const first = within(contacted[0]).getAllByText(/有限公司|研究院|集团/)[0].textContent ?? '';
    expect(contacted.every((row) => within(row).queryByText('已联系'))).toBe(true);
    await user.click(within(contacted[0]).getByRole('button', { name: '改为待跟进' }));
    await screen.findByText('操作成功');
    // The list reloads from the server: the enquiry leaves the 已联系 filter.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(contacted.length));
    await waitFor(() => expect(within(table).queryByText(first)).toBeNull());
  });
});

describe('OrderManagementPage', () => {
  it('shows every user’s orders and narrows them by type', async () => {
    const { user } = await renderSignedIn(
      <OrderManagementPage />,
      'admin',
      '/mgmt-console/business-order-mgmt/order-mgmt',
    );
    const table = await screen.findByRole('table', { name: '订单列表' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByLabelText('订单类型'), '3');
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => within(row).queryByText('SDK授权'))).toBe(true);
    });
  });
});
