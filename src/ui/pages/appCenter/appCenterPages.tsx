import { framed } from '../framed';

export const AppListPage = framed('应用列表', '我的应用与助手，从应用商店添加或管理排序。');
export const AppDialoguePage = framed('应用对话', '与应用进行多轮对话，管理会话记录。');
export const FeatureHubPage = framed('功能大厅', '平台能力一览。');
export const AppStorePage = framed('应用商店', '发现并申请使用平台上的应用，或发布自己的应用。');
export const AppDetailPage = framed('应用详情', '应用介绍、能力与使用指南。');
