import { Box, Button, Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useRef, useState } from 'react'
import type { ActiveStudent } from '../../domain/service-sessions/types'
import type { ActiveStudentsMode } from '../../sync/active-students'

const ROW_ESTIMATE_PX = 92

/**
 * The students as a virtual list: only the rows in view (and a few around) are in the page, so
 * 2,000 students scroll as smoothly as 20 on a tablet. It scrolls with the page, not in a box of
 * its own: one scrollbar, and every row's links reachable by keyboard. Rows are measured, since names wrap.
 */
export function StudentList({ students, label, mode }: { students: ActiveStudent[]; label: string; mode: ActiveStudentsMode }) {
  const list = useRef<HTMLDivElement>(null)
  const [offset, setOffset] = useState(0)
  // The list starts below the filters; the window's scroll is measured from the page's top.
  useLayoutEffect(() => setOffset(list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0), [])
  const virtualizer = useWindowVirtualizer({
    count: students.length,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    scrollMargin: offset,
    getItemKey: (index) => students[index]!.referral_id,
  })
  return (
    <Box ref={list} borderWidth="1px" borderRadius="lg" role="list" aria-label={label}>
      <Box h={`${virtualizer.getTotalSize()}px`} position="relative">
        {virtualizer.getVirtualItems().map((item) => (
          <Box
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            role="listitem"
            position="absolute"
            top="0"
            left="0"
            w="full"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <StudentRow student={students[item.index]!} mode={mode} />
          </Box>
        ))}
      </Box>
    </Box>
  )
}

/** One student: the name opens the student's view; a provider can record a session for them from here. */
function StudentRow({ student, mode }: { student: ActiveStudent; mode: ActiveStudentsMode }) {
  const { t } = useLingui()
  const referral = student.referral_number
  const grade = student.grade_name
  const name = student.student_name
  const provider = student.provider_name
  const params = { studentId: String(student.student_id), referralId: String(student.referral_id) }
  return (
    <Flex px="4" py="3" borderBottomWidth="1px" gap="3" align="center" justify="space-between" _hover={{ bg: 'brand.subtle' }}>
      <Box minW="0">
        <Text fontWeight="semibold" color="brand.fg" textDecoration="underline">
          {mode === 'provider' ? (
            <Link to="/provider/active-students/{-$studentId}/referrals/$referralId" params={params}>
              {name}
            </Link>
          ) : (
            <Link to="/provider/supervisions/$studentId/referrals/{-$referralId}" params={params}>
              {name}
            </Link>
          )}
        </Text>
        <Text textStyle="sm">{`${student.service_name} · ${student.location_name}`}</Text>
        <Flex gap="3" textStyle="xs" color="fg.muted" wrap="wrap">
          <span>{t`Referido ${referral}`}</span>
          {grade ? <span>{t`Grado: ${grade}`}</span> : null}
          {mode === 'supervisor' ? <span>{t`Proveedor: ${provider}`}</span> : null}
        </Flex>
      </Box>
      {mode === 'provider' ? (
        <Button asChild size="sm" variant="outline" colorPalette="brand" flexShrink="0">
          <Link to="/provider/service-sessions" search={{ form: 'new', student: student.referral_id }} aria-label={t`Registrar sesión de ${name}`}>
            {t`Registrar sesión`}
          </Link>
        </Button>
      ) : null}
    </Flex>
  )
}
