import { describe, expect, it } from 'vitest';
import { allCodes, developerCodes } from '../../../src/domain/codes';
import { expandCodes } from '../../../src/domain/permissions';
import {
  headerMenu,
  keepAliveRoutes,
  matchRoute,
  resolve,
  sideMenu,
  type Access,
} from '../../../src/ui/routes/resolve';

const guest: Access = { loggedIn: false, codes: new Set() };
const as = (codes: string[]): Access => ({ loggedIn: true, codes: expandCodes(codes) });
const admin = as(allCodes());
const developer = as(developerCodes);

describe('route resolution', () => {
  it('lets guests see public pages and sends / to /console', () => {
    expect(resolve('/home', guest)).toMatchObject({ kind: 'render' });
    expect(resolve('/docs-center', guest)).toMatchObject({ kind: 'render' });
    expect(resolve('/', guest)).toEqual({ kind: 'redirect', to: '/console' });
  });

  it('sends guests on any protected path to login', () => {
    expect(resolve('/console', guest)).toEqual({ kind: 'login' });
    expect(resolve('/console/model-square', guest)).toEqual({ kind: 'login' });
    expect(resolve('/mgmt-console/feedback-mgmt/feedback-management', guest)).toEqual({ kind: 'login' });
    expect(resolve('/app-center', guest)).toEqual({ kind: 'login' });
  });

  it('skips every check on /404 and /test', () => {
    expect(resolve('/404', guest)).toMatchObject({ kind: 'render' });
    expect(resolve('/test', guest)).toMatchObject({ kind: 'render' });
  });

  it('shows not-found for unknown paths', () => {
    expect(resolve('/nowhere', guest)).toEqual({ kind: 'notFound' });
    expect(resolve('/console/nowhere', developer)).toEqual({ kind: 'notFound' });
  });

  it('redirects a parent to its redirect target when it may be entered', () => {
    expect(resolve('/console', developer)).toEqual({ kind: 'redirect', to: '/console/model-square' });
    expect(resolve('/app-center', developer)).toEqual({ kind: 'redirect', to: '/app-center/my-app/app-list' });
    expect(resolve('/mgmt-console/audits-mgmt', admin)).toEqual({
      kind: 'redirect',
      to: '/mgmt-console/audits-mgmt/identity-verification',
    });
  });

  it('redirects a parent to the first child the user may enter', () => {
    const feedbackStaff = as(['MC:read', 'MC:FeedbackManage:read']);
    expect(resolve('/mgmt-console', feedbackStaff)).toEqual({ kind: 'redirect', to: '/mgmt-console/feedback-mgmt' });
    const roleStaff = as(['MC:read', 'MC:userPerm:read', 'MC:userPerm:rights:userRole:read']);
    expect(resolve('/mgmt-console', roleStaff)).toEqual({ kind: 'redirect', to: '/mgmt-console/management' });
    expect(resolve('/mgmt-console/management', roleStaff)).toEqual({
      kind: 'redirect',
      to: '/mgmt-console/management/rights-management',
    });
    expect(resolve('/mgmt-console/management/rights-management', roleStaff)).toEqual({
      kind: 'redirect',
      to: '/mgmt-console/management/rights-management/user-role',
    });
  });

  it('denies a route whose codes the user lacks', () => {
    expect(resolve('/mgmt-console', developer)).toEqual({ kind: 'denied' });
    expect(resolve('/mgmt-console/feedback-mgmt/feedback-management', developer)).toEqual({ kind: 'denied' });
    expect(resolve('/mgmt-console', as(['MC:read']))).toEqual({ kind: 'denied' });
  });

  it('shows usage and spend only to who may read bills', () => {
    const withoutTrade = as(developerCodes.filter((code) => !code.startsWith('TradeC:')));
    for (const path of ['/account-center/usage-mgmt/usage-statistics', '/account-center/usage-mgmt/spend-control']) {
      expect(resolve(path, developer)).toMatchObject({ kind: 'render' });
      expect(resolve(path, as(['TradeC:AccManage:read']))).toMatchObject({ kind: 'render' });
      expect(resolve(path, withoutTrade)).toEqual({ kind: 'denied' });
    }
  });

  it('needs every ancestor’s codes too', () => {
    expect(resolve('/console/model-square', as(['DevC:modelC:modelPlaza:read']))).toEqual({ kind: 'denied' });
  });

  it('sends experience-center without access to model-square, under both paths', () => {
    const noExperience = as(developerCodes.filter((c) => c !== 'DevC:modelC:ExperienceC:read'));
    expect(resolve('/console/experience-center', noExperience)).toEqual({
      kind: 'redirect',
      to: '/console/model-square',
    });
    expect(resolve('/model-center/experience-center', noExperience)).toEqual({
      kind: 'redirect',
      to: '/console/model-square',
    });
    expect(resolve('/model-center/experience-center', developer)).toMatchObject({
      kind: 'render',
      route: { fullPath: '/console/experience-center' },
    });
  });

  it('matches parameters, trailing slashes and docs deep links', () => {
    expect(matchRoute('/account-center/develop-manage/signing/signing-details/42')?.params).toEqual({ id: '42' });
    expect(resolve('/home/', guest)).toMatchObject({ kind: 'render', route: { fullPath: '/home' } });
    expect(resolve('/docs/platform-guide/', guest)).toMatchObject({
      kind: 'render',
      route: { fullPath: '/docs-center' },
    });
    expect(resolve('/docs/platform-guide/getting-started', guest)).toMatchObject({
      kind: 'render',
      route: { fullPath: '/docs-center' },
    });
  });
});

describe('menus', () => {
  const titles = (a: Access) => headerMenu(a).map((r) => r.def.title);
  it('shows guests the public and show-when-logged-out items', () =>
    expect(titles(guest)).toEqual(['首页', '应用中心']));
  it('differs between permission sets', () => {
    expect(titles(developer)).toEqual(['首页', '开发者中心', '应用中心']);
    expect(titles(admin)).toEqual(['首页', '开发者中心', '应用中心', '管理后台']);
  });
  it('hides hidden routes and sections with nothing reachable', () => {
    expect(titles(as(['MC:read']))).not.toContain('管理后台');
    const side = sideMenu('/console/model-square', developer).map((n) => n.route.def.title);
    expect(side).toEqual(['模型广场', '体验中心']);
  });
  it('filters side-menu children by code', () => {
    const staff = as(['MC:read', 'MC:FeedbackManage:read', 'MC:SDKManage:read', 'MC:SDKManage:order:read']);
    const side = sideMenu('/mgmt-console/feedback-mgmt/feedback-management', staff);
    expect(side.map((n) => n.route.def.title)).toEqual(['业务订单', '反馈管理']);
    expect(side[0].children.map((n) => n.route.def.title)).toEqual(['订单管理']);
  });
});

describe('keep-alive', () => {
  it('is derived from the table', () => {
    expect(keepAliveRoutes.map((r) => r.fullPath)).toEqual([
      '/docs-center',
      '/app-center/my-app/app-list',
      '/app-center/my-app/app-dialogue',
    ]);
  });
});
