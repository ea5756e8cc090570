import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { sendToSystem } from '../../../machines/sendToSystem';
import { trackEvents } from '../../../machines/trackEvents';
import { useSystemActor } from '../../hooks/appActor';
import { agreements, capabilities, scenarios } from './parts/content';
import { FeaturedSection } from './parts/FeaturedSection';
import { CardLink, CardText, HomeSection } from './parts/HomeSection';
import { paths } from '../../../routes/paths';

/** Opens the cooperation-consultation dialog when its flow runs; otherwise the click does nothing. */
function useOpenConsultation() {
  const session = useSystemActor('session');
  return () => sendToSystem(session.system, 'consultation', { type: 'CONSULTATION.OPEN' });
}

function Hero({ onConsult }: { onConsult: () => void }) {
  return (
    <Box bgGradient="to-br" gradientFrom="blue.700" gradientTo="purple.600" color="white" py={{ base: '14', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="5" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.2">
            大模型开放平台
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900">
            面向开发者与企业的一站式大模型服务：模型调用、场景体验、应用构建与企业级管理。
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button asChild size="lg" bg="white" color="blue.700" _hover={{ bg: 'whiteAlpha.900' }}>
              <Link href={paths.modelSquare()} data-track={trackEvents.home.heroBrowseModels}>
                浏览模型
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
            >
              <Link href={paths.docsCenter()} data-track={trackEvents.home.heroReadDocs}>
                阅读文档
              </Link>
            </Button>
            <Button
              size="lg"
              variant="ghost"
              color="white"
              bg="whiteAlpha.200"
              _hover={{ bg: 'whiteAlpha.300' }}
              data-track={trackEvents.home.heroConsult}
              onClick={onConsult}
            >
              合作咨询
            </Button>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}

const cardHover = { boxShadow: 'md', borderColor: 'blue.300' };

function Capabilities() {
  return (
    <HomeSection id="capabilities" title="平台能力" columns={{ base: 1, sm: 2, lg: 4 }}>
      {capabilities.map((c) => (
        <CardLink
          key={c.key}
          href={c.href}
          track={{ 'data-track': trackEvents.home.capability(c.key) }}
          bg="bg.panel"
          _hover={cardHover}
        >
          <CardText title={c.title} text={c.text} />
        </CardLink>
      ))}
    </HomeSection>
  );
}

function Scenarios() {
  return (
    <HomeSection id="scenarios" title="应用场景" columns={{ base: 1, sm: 2, lg: 4 }}>
      {scenarios.map((s) => (
        <CardLink
          key={s.key}
          href={paths.experienceCenter({ scenario: s.key })}
          track={{ 'data-track': trackEvents.home.scenario, 'data-track-scenario': s.key }}
          bg={`${s.color}.50`}
          borderColor={`${s.color}.100`}
          _hover={{ boxShadow: 'md' }}
        >
          <CardText title={s.title} text={s.text} color={`${s.color}.800`} mb="3" />
          <HStack gap="2" wrap="wrap">
            {s.items.map((item) => (
              <Box
                key={item}
                as="span"
                fontSize="xs"
                px="2"
                py="0.5"
                borderRadius="full"
                bg="bg.panel"
                color={`${s.color}.fg`}
              >
                {item}
              </Box>
            ))}
          </HStack>
        </CardLink>
      ))}
    </HomeSection>
  );
}

function ConsultationBand({ onConsult }: { onConsult: () => void }) {
  return (
    <Box as="section" aria-labelledby="consult" bg="gray.900" color="white" py="12">
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} justify="space-between" gap="5">
          <Box>
            <Heading as="h2" id="consult" size="lg" mb="2">
              与我们一起落地大模型
            </Heading>
            <Text color="whiteAlpha.800">留下需求，商务会在24小时内主动联系您。</Text>
          </Box>
          <Button size="lg" colorPalette="blue" data-track={trackEvents.home.consultBand} onClick={onConsult}>
            立即咨询
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}

function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" py="6" textAlign="center" fontSize="sm" color="fg.muted">
      <HStack as="nav" aria-label="协议" justify="center" gap="4" wrap="wrap" mb="2">
        {agreements.map((a) => (
          <a
            key={a.href}
            href={a.href}
            target="_blank"
            rel="noopener"
            data-track={trackEvents.home.agreement}
            data-track-page={a.href}
          >
            {a.label}
          </a>
        ))}
      </HStack>
      <Text>© 2026 大模型开放平台</Text>
    </Box>
  );
}

/** The landing page: light on purpose (Chakra only), the featured cards load from a public call. */
export function HomePage() {
  const openConsultation = useOpenConsultation();
  return (
    <Box>
      <Hero onConsult={openConsultation} />
      <Container maxW="6xl" py="14">
        <Stack gap="14">
          <Capabilities />
          <FeaturedSection />
          <Scenarios />
        </Stack>
      </Container>
      <ConsultationBand onConsult={openConsultation} />
      <Footer />
    </Box>
  );
}
