import { framed } from '../framed';

export const ProfilePage = framed('个人资料', '查看与编辑个人资料、修改密码、注销账号。');
export { MyInvitationPage } from './MyInvitationPage';
export { ActivationRecordPage } from './ActivationRecordPage';
export { AuthenticationPage } from './AuthenticationPage';
export { EnterpriseCertPage } from './EnterpriseCertPage';
export const SecretKeyPage = framed('密钥管理', '创建与管理 API 密钥。');
export const SigningPage = framed('合同管理', '查看签约合同。');
export const SigningDetailPage = framed('合同详情', '合同内容与签署状态。');
export const AuthCodePage = framed('授权码管理', '管理 SDK 授权码。');
export const AccountProfilePage = framed('账户概览', '余额与代金券。');
export const VouchersPage = framed('代金券记录', '代金券发放与使用记录。');
export const ConsumerBillsPage = framed('消费账单', '按月查看消费账单。');
export const OrderDetailsPage = framed('订单明细', '订单列表与详情。');
export const TransactionDetailsPage = framed('交易明细', '充值、消费与退款流水。');
export const DailyBillsPage = framed('日账单', '按日汇总的消费账单。');
