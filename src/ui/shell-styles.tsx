/**
 * The shell's styles, written as the Chakra elements they are (to keep the home page small):
 * the header, footer, layouts, tooltip, spinner, error page and the home page render plain HTML
 * elements with these precompiled classes, so the first page needs neither Chakra's runtime nor
 * emotion. Never imported by the app at run time: at build time (and by the dev server)
 * build/chakra-css.ts renders each element below with Chakra in Node, writes the CSS
 * Chakra would insert into index.html, and serves the class names as `virtual:shell-classes`
 * (src/ui/shell.ts). The CSS is Chakra's own (recipes, tokens, conditions, breakpoints), so the
 * pages look exactly as before. One entry per look: an element gets one class, never a mix.
 */
import { Box, Button, Center, Code, Container, Flex, Heading, HStack, Link, SimpleGrid, Span, Spinner, Stack, Text, chakra } from '@chakra-ui/react'
import type { ReactElement } from 'react'

const a = <a />

export const SHELL_STYLES = {
  // ---- shared ----
  textMuted: <Text color="fg.muted" />,
  textSmMuted: <Text fontSize="sm" color="fg.muted" />,
  textSemibold: <Text fontWeight="semibold" />,
  textTruncate: <Text truncate />,
  linkSm: <Link fontSize="sm" />,
  linkTeal: <Link colorPalette="teal" />,
  heading2xl: <Heading size="2xl" />,
  headingMd: <Heading size="md" />,
  hstack2: <HStack gap="2" />,
  hstack3: <HStack gap="3" />,
  hstack3Wrap: <HStack gap="3" wrap="wrap" />,
  stack3: <Stack gap="3" />,
  stack5: <Stack gap="5" />,
  buttonTeal: <Button colorPalette="teal" />,
  buttonOutline: <Button variant="outline" />,
  buttonOutlineTeal: <Button variant="outline" colorPalette="teal" />,
  buttonLgTeal: <Button colorPalette="teal" size="lg" />,
  buttonLgOutline: <Button variant="outline" size="lg" />,
  buttonSmGhost: <Button size="sm" variant="ghost" />,
  buttonSmOutline: <Button size="sm" variant="outline" />,
  buttonSmTeal: <Button size="sm" colorPalette="teal" />,
  loaderText: <Span display="contents" />,
  loaderSpinner: <Spinner size="inherit" borderWidth="0.125em" color="inherit" />,

  // ---- header ----
  header: <Box as="header" borderBottomWidth="1px" bg="bg" />,
  // Tighter gaps up to 1535 px, so a signed-in English header fits one row at 1280 px.
  headerBar: <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="2" gap={{ base: '2', '2xl': '3' }} align="center" wrap={{ base: 'wrap', md: 'nowrap' }} />,
  headerNav: <Flex flex="1" minW="0" display={{ base: 'none', md: 'flex' }} gap={{ base: '2', '2xl': '3' }} align="center" justify="flex-end" wrap="wrap" />,
  headerControls: <HStack gap={{ base: '1', '2xl': '2' }} wrap="wrap" />,
  headerProfileLink: <Button size="sm" variant="ghost" maxW="48" />,
  headerMenuButton: <Button display={{ md: 'none' }} ms="auto" size="sm" variant="outline" px={{ base: '2', sm: '3' }} />,
  /** The menu button's word: hidden under 480 px (the button keeps its name through aria-label), so the header stays one row on a phone. */
  headerMenuLabel: <Box as="span" display={{ base: 'none', sm: 'inline' }} />,
  logoLink: (
    <Link asChild fontWeight="bold" fontSize={{ base: 'md', sm: 'lg' }} color="fg" _hover={{ textDecoration: 'none' }}>
      {a}
    </Link>
  ),
  logoSvg: <chakra.svg w="7" h="7" />,
  languageSelect: <chakra.select height="8" px="2" fontSize="sm" rounded="l2" borderWidth="1px" borderColor="border" bg="bg" color="fg" cursor="pointer" />,
  modeBadgeHosted: <Button size="xs" colorPalette="gray" variant="outline" />,
  modeBadge: <Button size="xs" colorPalette="orange" variant="subtle" />,
  topNav: <HStack as="nav" gap={{ base: '3', '2xl': '4' }} />,
  navLink: <Link fontWeight="normal" />,
  navLinkActive: <Link fontWeight="semibold" />,
  navLinkLocked: <Link display="inline-flex" alignItems="center" gap="1" />,
  inspectorToggle: <Button size="sm" variant="ghost" px="2" />,
  inspectorToggleOpen: <Button size="sm" variant="subtle" px="2" />,
  tooltipHost: <Box position="relative" display="inline-flex" css={{ '&:hover > [role=tooltip], &:focus-within > [role=tooltip]': { display: 'block' } }} />,
  tooltip: (
    <Box
      position="absolute"
      top="calc(100% + 6px)"
      left="50%"
      // Centred under its host, moved sideways by --tooltip-shift (src/ui/tooltip.tsx) to stay on the screen.
      transform="translateX(calc(-50% + var(--tooltip-shift, 0px)))"
      zIndex="tooltip"
      bg="fg"
      color="bg"
      fontSize="xs"
      px="2"
      py="1"
      rounded="md"
      width="max-content"
      maxW="min(20rem, calc(100vw - 2rem))"
      pointerEvents="none"
      display="none"
    />
  ),

  // ---- layouts ----
  page: <Flex direction="column" minH="100vh" />,
  authPage: <Flex direction="column" minH="100vh" bg="bg.subtle" />,
  authHeader: <Flex px={{ base: '3', md: '6' }} py="3" align="center" gap="3" wrap="wrap" />,
  authControls: <HStack gap="2" ms="auto" />,
  // A screen with a testing guide: main fills the first screen under the header, so the guide
  // (the slot after main) starts below it and is not pushed down while the page loads (CLS).
  main: <Box flex="1" css={{ '&:has(+ [data-guide-slot]:not(:empty))': { minH: 'calc(100dvh - var(--app-header-height, 3.5rem))' } }} />,
  appBody: <Flex flex="1" maxW="100%" />,
  appMain: <Box flex="1" minW="0" css={{ '&:has(+ [data-guide-slot]:not(:empty))': { minH: 'calc(100dvh - var(--app-header-height, 3.5rem))' } }} />,
  appColumn: <Flex direction="column" flex="1" minW="0" />,
  guideSlot: <Box pb={{ base: '6', md: '8' }} _empty={{ display: 'none' }} />,
  footer: <Box as="footer" borderTopWidth="1px" mt="auto" py="6" px="6" bg="bg.subtle" />,
  footerBar: <Flex maxW="7xl" mx="auto" gap="4" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'center' }} />,
  footerNav: <Flex as="nav" gap="4" wrap="wrap" />,
  skipLink: <Link position="absolute" left="-9999px" _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2', rounded: 'md' }} />,
  memoryNotice: <Box px="4" py="1.5" fontSize="sm" textAlign="center" bg="orange.subtle" color="orange.fg" />,
  faultStrip: <Box px="4" py="1.5" fontSize="sm" bg="orange.subtle" color="orange.fg" />,
  faultStripBar: <Flex maxW="7xl" mx="auto" gap="2" align="center" justify="center" wrap="wrap" />,
  faultStripOpen: <Button size="xs" variant="outline" colorPalette="orange" />,
  faultStripClear: <Button size="xs" variant="solid" colorPalette="orange" />,
  sidebar: <Box as="aside" display={{ base: 'none', md: 'block' }} borderRightWidth="1px" width="56" flexShrink={0} transition="width 0.2s" />,
  sidebarCollapsed: <Box as="aside" display={{ base: 'none', md: 'block' }} borderRightWidth="1px" width="16" flexShrink={0} transition="width 0.2s" />,
  sidebarStack: <Stack p="2" gap="1" position="sticky" top="0" />,
  sidebarNav: <Stack as="nav" gap="1" />,
  sidebarToggle: <Button size="sm" variant="ghost" alignSelf="flex-end" />,
  sidebarToggleCollapsed: <Button size="sm" variant="ghost" alignSelf="center" />,
  sidebarItem: <Button size="sm" justifyContent="flex-start" variant="ghost" colorPalette="gray" />,
  sidebarItemActive: <Button size="sm" justifyContent="flex-start" variant="subtle" colorPalette="teal" />,
  sidebarItemCollapsed: <Button size="sm" justifyContent="center" variant="ghost" colorPalette="gray" />,
  sidebarItemCollapsedActive: <Button size="sm" justifyContent="center" variant="subtle" colorPalette="teal" />,

  // ---- spinner block, error page ----
  spinnerBlock: <Center minH="40vh" />,
  spinnerBlockShort: <Center minH="30vh" />,
  spinnerStack: <Stack align="center" gap="3" />,
  spinnerLg: <Spinner size="lg" colorPalette="teal" color="colorPalette.solid" />,
  errorPage: <Container maxW="2xl" py="20" />,
  errorDetailsLabel: <Text fontSize="sm" color="fg.muted" mb="1" />,
  errorDetail: <Code whiteSpace="pre-wrap" display="block" p="3" />,

  // ---- static pages ----
  infoCard: <Box listStyleType="none" borderWidth="1px" borderColor="border" bg="bg.panel" rounded="l3" p="6" shadow="xs" h="full" />,
  infoCardStack: <Stack gap="3" h="full" />,
  infoCardIcon: <Box color="teal.fg" bg="teal.subtle" rounded="l2" p="2" alignSelf="flex-start" />,
  homeHero: <Box as="section" bg="bg.subtle" borderBottomWidth="1px" borderColor="border" />,
  homeHeroContainer: <Container maxW="6xl" py={{ base: '14', md: '24' }} />,
  homeHeroStack: <Stack gap="6" maxW="3xl" />,
  homeEyebrow: <Text color="teal.fg" fontWeight="semibold" fontSize="sm" letterSpacing="wide" textTransform="uppercase" />,
  homeTitle: <Heading as="h1" size={{ base: '4xl', md: '6xl' }} />,
  homeTagline: <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" />,
  homeSection: <Container as="section" maxW="6xl" py={{ base: '12', md: '16' }} />,
  homeSectionIntro: <Stack gap="3" mb="8" maxW="3xl" />,
  homeScenarioGrid: <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 5 }} gap="4" mb="8" />,
  homeScenario: <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border" bg="bg.panel" rounded="l3" p="5" />,
  homeScenarioTitle: <Heading as="h3" size="md" mb="2" />,
  homeSessionLoading: <Box minH="32" />,
  homeUserNotice: (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      gap="4"
      align={{ base: 'flex-start', md: 'center' }}
      justify="space-between"
      borderWidth="1px"
      borderColor="teal.muted"
      bg="teal.subtle"
      rounded="l3"
      p="6"
    />
  ),
  homeQaHubButton: <Button colorPalette="teal" flexShrink={0} />,
  homeGuestNotice: <Box borderWidth="1px" borderColor="warning.muted" bg="warning.subtle" rounded="l3" p="6" />,
  homeGuestNoticeHead: <HStack gap="2" mb="2" color="warning.fg" />,
  homeGuestNoticeTitle: <Text as="h3" fontWeight="semibold" />,
  homeGuestNoticeText: <Text mb="4" />,
  homeFeatures: <Box as="section" bg="bg.subtle" borderYWidth="1px" borderColor="border" />,
  homeFeatureGrid: <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" />,
  homeCtaBox: (
    <Stack gap="4" align="center" textAlign="center" borderWidth="1px" borderColor="teal.muted" bg="teal.subtle" rounded="l3" px={{ base: '6', md: '12' }} py={{ base: '10', md: '14' }} />
  ),
  homeCtaText: <Text color="fg.muted" maxW="2xl" />,
} satisfies Record<string, ReactElement>

export type ShellStyle = keyof typeof SHELL_STYLES
