import { framed } from '../framed';

export const ModelSquarePage = framed('模型广场', '浏览平台提供的大模型，按类型、厂商与能力筛选。');
export const ModelDetailPage = framed('模型详情', '模型概览、能力、上下文窗口、价格与调用示例。');
export const ExperienceCenterPage = framed('体验中心', '在真实场景中体验模型能力：低空飞行、智能设备、通用机器人与产品人设。');
