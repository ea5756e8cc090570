import { framed } from '../framed';

export const UserManagementPage = framed('用户管理', '管理平台用户、用户组与角色。');
export const UserRightsPage = framed('用户权限', '为用户配置权限。');
export const GroupRightsPage = framed('用户组权限', '为用户组配置权限。');
export const RoleRightsPage = framed('角色权限', '为角色配置权限树。');
export const ResourceRightsPage = framed('资源权限', '为用户与用户组分配应用资源。');
export const ResourceAllocationPage = framed('资源分配', '分配平台资源。');
export const KnowledgeRepositoryPage = framed('知识库', '上传、检索、下载与删除知识库文件。');
export const AppConfigPage = framed('应用配置', '配置应用的资源与功能权限。');
export const CompanyVerificationPage = framed('企业认证审核', '审核企业实名认证申请。');
export const PersonalVerificationPage = framed('个人认证审核', '审核个人实名认证申请。');
export const ModelDownloadAuditPage = framed('模型下载审核', '审核模型下载申请。');
export const AppDownloadAuditPage = framed('应用下载审核', '审核应用下载申请。');
export const AppVerificationPage = framed('应用审核', '审核开发者发布到应用商店的应用。');
export const CustomerManagementPage = framed('客户列表', '合作咨询记录与跟进状态。');
export const SdkManagementPage = framed('SDK管理', '管理 SDK 授权。');
export const OrderManagementPage = framed('订单管理', '查看与处理业务订单。');
export const FeedbackManagementPage = framed('反馈管理', '查看并回复用户反馈。');
